import type { CaipNetwork, CaipNetworkId, ConnectResult, WalletConnectSession } from '@kit/core'
import { readSessionAccount } from '@kit/core/modules/walletConnect/readSessionAccount'
import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import { InvalidWalletAccountError } from '../errors/wallet.js'
import { createSolanaProvider } from '../provider/createSolanaProvider.js'
import type { Session, SolanaAdapterState } from '../types/adapterState.js'
import { decodeBase58 } from '../utils/base58.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { createSessionSigner } from './createSessionSigner.js'

export type ConnectSolanaSessionParameters = {
  session: WalletConnectSession
  network: CaipNetwork | undefined
}

/**
 * The solana part of an approved (or restored) WalletConnect session: the account on the app's
 * active network when the wallet approved it, else on the wallet's first chain. Signing and
 * sending for the `walletConnect` connector then go through `session.request`; the wallet's
 * `accountsChanged` moves the account.
 */
export function connectSolanaSession(
  state: SolanaAdapterState,
  { session, network }: ConnectSolanaSessionParameters,
): ConnectResult {
  const accounts = session.accounts.filter((account) => isSolanaAddress(account.split(':')[2]))
  const account = readSessionAccount({ namespace: 'solana', accounts, network })
  if (!account)
    throw new InvalidWalletAccountError({ details: 'The session approved no Solana account' })
  const caipNetworkId = `solana:${account.chainId}` as CaipNetworkId
  const active = state.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (active) state.network = active
  const connectorId = walletConnectConnectorId
  state.sessions.get(connectorId)?.close()
  const chainId = () =>
    state.network && session.chains.includes(state.network.caipNetworkId)
      ? state.network.caipNetworkId
      : caipNetworkId
  const signerFor = (address: string) =>
    createSessionSigner({
      session,
      address,
      publicKey: decodeBase58(address) as Uint8Array,
      chainId,
    })
  let stop = () => {}
  const live: Session = {
    signer: signerFor(account.address),
    watchers: new Set(),
    close() {
      stop()
      if (state.sessions.get(connectorId) === live) state.sessions.delete(connectorId)
    },
  }
  stop = session.onEvent(({ name, data }) => {
    if (name !== 'accountsChanged' || !Array.isArray(data)) return
    const next = data
      .map((entry) => (typeof entry === 'string' ? (entry.split(':')[2] ?? entry) : undefined))
      .find(isSolanaAddress)
    if (!next || next === live.signer.address) return
    live.signer = signerFor(next)
    for (const watcher of [...live.watchers]) watcher(next)
    state.emit({ type: 'accountsChanged', connectorId, address: next })
  })
  session.signal.addEventListener('abort', () => live.close(), { once: true })
  live.provider = createSolanaProvider(state, {
    connectorId,
    name: session.peer.name,
    session: live,
  })
  state.sessions.set(connectorId, live)
  return {
    ...account,
    walletInfo: { name: session.peer.name, icon: session.peer.icon },
  }
}
