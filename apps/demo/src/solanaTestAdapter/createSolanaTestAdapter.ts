import { decodeBase58, encodeBase58 } from '@kit/devnet/wallet'
import type { CaipNetworkId, ChainAdapter, WalletConnectSession } from '@kit/react'

/** The Solana namespace's WalletConnect methods this adapter uses. */
const methods = ['solana_signMessage']

/** A Solana test adapter: WalletConnect only, signing messages, as an adapter author writes one. */
export type SolanaTestAdapter = ChainAdapter & {
  namespace: 'solana'
  signMessage: NonNullable<ChainAdapter['signMessage']>
}

/**
 * The smallest adapter that takes part in Kit's shared WalletConnect session: it proposes the
 * app's Solana networks, reads the accounts the wallet approved, and signs through the session.
 * It has no extension wallets (no connectors) and no balance. A stand-in until the Solana adapter
 * exists; it uses only Kit's public adapter contract.
 */
export function createSolanaTestAdapter(): SolanaTestAdapter {
  let current:
    | { session: WalletConnectSession; chainId: CaipNetworkId; address: string }
    | undefined
  return {
    namespace: 'solana',
    setup: () => () => {
      current = undefined
    },
    async connect() {
      throw new Error('This test adapter connects through WalletConnect only')
    },
    async disconnect() {
      current = undefined
    },
    async signMessage({ address, message }) {
      if (!current || current.session.signal.aborted || current.address !== address)
        throw new Error('No Solana session for this address')
      const answer = await current.session.request({
        chainId: current.chainId,
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
      })
      const signature = (answer as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || decodeBase58(signature).length !== 64)
        throw new Error('The wallet answered without a valid signature')
      return signature
    },
    walletConnect: {
      propose: ({ networks }) => ({
        chains: networks.map((network) => network.caipNetworkId),
        methods: [...methods],
        events: [],
      }),
      connect({ session, network }) {
        const approved = session.accounts.map(parseAccount).filter((entry) => entry !== undefined)
        const chosen =
          approved.find((entry) => entry.chainId === network?.caipNetworkId) ?? approved[0]
        if (!chosen) throw new Error('The wallet approved no valid Solana account')
        current = { session, ...chosen }
        return {
          address: chosen.address,
          chainId: chosen.chainId.split(':')[1] as string,
          walletInfo: { name: session.peer.name, icon: session.peer.icon },
        }
      },
    },
  }
}

/** `solana:<reference>:<base58 32-byte key>`; anything else is not a Solana account. */
function parseAccount(account: string) {
  const [namespace, reference, address, extra] = account.split(':')
  if (namespace !== 'solana' || !reference || !address || extra !== undefined) return undefined
  try {
    if (decodeBase58(address).length !== 32) return undefined
  } catch {
    return undefined
  }
  return { chainId: `solana:${reference}` as CaipNetworkId, address }
}
