import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import { InvalidSignatureError, WalletFeatureNotSupportedError } from '../errors/wallet.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import { toWalletChain } from '../networks/walletChains.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import { submitTransaction } from '../transaction/submitTransaction.js'
import type { Session, SolanaAdapterState } from '../types/adapterState.js'
import { loadWeb3, type Web3 } from '../utils/loadWeb3.js'
import { toWalletError } from '../utils/toWalletError.js'
import { verifyEd25519 } from '../utils/verifyEd25519.js'
import { createProviderEvents } from './createProviderEvents.js'
import type { AnyTransaction, SolanaProvider } from './solanaProvider.js'

export type CreateSolanaProviderParameters = {
  connectorId: string
  name: string
  session: Session
}

/**
 * The AppKit-compatible provider of one session. It always signs with the session's current
 * account and forwards the session's account changes as `accountsChanged` (a `PublicKey`) and
 * its end as `disconnect`.
 */
export function createSolanaProvider(
  state: SolanaAdapterState,
  { connectorId, name, session }: CreateSolanaProviderParameters,
): SolanaProvider {
  const events = createProviderEvents()
  const chain = () => toWalletChain(resolveNetwork(state))
  const call = async <T>(run: () => Promise<T>) => {
    try {
      return await run()
    } catch (error) {
      throw toWalletError(error)
    }
  }
  const serialize = (transaction: AnyTransaction) =>
    new Uint8Array(transaction.serialize({ verifySignatures: false, requireAllSignatures: false }))
  const signOne = async <T extends AnyTransaction>(web3: Web3, transaction: T): Promise<T> => {
    const signed = await session.signer.signTransaction(serialize(transaction), chain())
    events.emit('pendingTransaction', undefined)
    return (
      transaction instanceof web3.VersionedTransaction
        ? web3.VersionedTransaction.deserialize(signed)
        : web3.Transaction.from(signed)
    ) as T
  }
  session.watchers.add((address) => {
    if (address === undefined) return events.emit('disconnect', undefined)
    if (state.web3) events.emit('accountsChanged', new state.web3.PublicKey(address))
  })
  return {
    id: connectorId,
    name,
    type: connectorId === walletConnectConnectorId ? 'WALLET_CONNECT' : 'ANNOUNCED',
    chain: 'solana',
    get publicKey() {
      return state.web3 ? new state.web3.PublicKey(session.signer.publicKey) : undefined
    },
    connect: async () => session.signer.address,
    // Core ends the connection as the app's disconnect does: wallet, state and storage.
    disconnect: async () => {
      if (state.disconnectApp) return state.disconnectApp()
      session.close()
      state.emit({ type: 'disconnect', connectorId })
    },
    signMessage: (message) =>
      call(async () => {
        const signature = await session.signer.signMessage(message)
        const { publicKey } = session.signer
        if (!(await verifyEd25519({ publicKey, message, signature })))
          throw new InvalidSignatureError()
        return signature
      }),
    signTransaction: (transaction) => call(async () => signOne(await loadWeb3(state), transaction)),
    signAllTransactions: (transactions) =>
      call(async () => {
        const web3 = await loadWeb3(state)
        const signed = []
        for (const transaction of transactions) signed.push(await signOne(web3, transaction))
        return signed as typeof transactions
      }),
    signAndSendTransaction: (transaction, options) =>
      call(async () => {
        const network = resolveNetwork(state)
        const signature = await submitTransaction(state.rpc, {
          signer: session.signer,
          transaction: serialize(transaction),
          chain: toWalletChain(network),
          url: getRpcUrl(network),
          options: options as Readonly<Record<string, unknown>> | undefined,
        })
        events.emit('pendingTransaction', undefined)
        return signature
      }),
    sendTransaction: (transaction, connection, options) =>
      call(async () => {
        const signed = await signOne(await loadWeb3(state), transaction)
        return connection.sendRawTransaction(signed.serialize(), options)
      }),
    getAccounts: async () => [
      { namespace: 'solana', address: session.signer.address, type: 'eoa' },
    ],
    request: async () => {
      throw new WalletFeatureNotSupportedError('request')
    },
    on: (event, listener) => events.on(event, listener as (data: unknown) => void),
    removeListener: (event, listener) =>
      events.removeListener(event, listener as (data: unknown) => void),
    emit: events.emit,
  }
}
