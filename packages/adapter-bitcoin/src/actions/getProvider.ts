import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import type { BitcoinAdapterState } from '../types/adapterState.js'

type SigningActions = typeof import('./signingActions.js')

/** An account as AppKit's `BitcoinConnector.getAccountAddresses` lists it. */
export type BitcoinAccountAddress = {
  address: string
  purpose: 'payment' | 'ordinal'
  publicKey?: string | undefined
  path?: string | undefined
}

/**
 * The object `useAppKitProvider('bip122')` gives: AppKit 1.7's `BitcoinConnector` methods on the
 * connected wallet, each going through the adapter's checks (a signature is verified before it is
 * returned; a payment is built, signed and broadcast by Kit).
 */
export type BitcoinProvider = {
  id: string
  name: string
  chain: 'bip122'
  type: string
  imageUrl: string | undefined
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  signMessage(parameters: {
    address: string
    message: string
    protocol?: 'ecdsa' | 'bip322' | undefined
  }): Promise<string>
  /** Pays `amount` sats (a decimal string) to `recipient` from the payment address; the txid. */
  sendTransfer(parameters: { recipient: string; amount: string }): Promise<string>
  signPSBT(parameters: {
    psbt: string
    signInputs: {
      address: string
      index: number
      publicKey?: string | undefined
      /**
       * AppKit's signature hash types: only SIGHASH_ALL (`[1]`) or the Taproot default (`[0]`),
       * which is what the wallet signs with anyway; any other is refused
       * (`UnsupportedSighashTypeError`).
       */
      sighashTypes?: readonly number[] | undefined
    }[]
    broadcast?: boolean | undefined
  }): Promise<{ psbt: string; txid?: string | undefined }>
}

/** The connector's provider while it is connected (its wallet session), else `undefined`. */
export function getProvider(
  state: BitcoinAdapterState,
  { connectorId }: { connectorId: string },
  load: () => Promise<SigningActions>,
): BitcoinProvider | undefined {
  const session = state.sessions.get(connectorId)
  if (!session) return undefined
  const connector =
    connectorId === walletConnectConnectorId
      ? undefined
      : state.registry.get(connectorId)?.connector
  return {
    id: connectorId,
    name: session.walletInfo.name,
    chain: 'bip122',
    type: connector?.type ?? 'WALLET_CONNECT',
    imageUrl: session.walletInfo.icon,
    getAccountAddresses: async () =>
      session.accounts.map(({ address, type, publicKey, path }) => ({
        address,
        purpose: type === 'ordinal' ? 'ordinal' : 'payment',
        publicKey,
        path,
      })),
    signMessage: async (parameters) =>
      (await load()).signMessage(state, { connectorId, ...parameters }),
    async sendTransfer({ recipient, amount }) {
      if (typeof amount !== 'string' || !/^\d{1,16}$/.test(amount))
        throw new TypeError('amount must be a whole number of sats, as a decimal string')
      return (await load()).sendTransaction(state, {
        connectorId,
        network: session.network,
        from: session.address,
        to: recipient,
        value: BigInt(amount),
      })
    },
    signPSBT: async (parameters) => (await load()).signPsbt(state, { connectorId, ...parameters }),
  }
}
