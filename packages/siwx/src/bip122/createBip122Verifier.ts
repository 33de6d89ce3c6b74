import {
  type BitcoinNetwork,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  verifyBitcoinMessage,
} from '@kit/adapter-bitcoin/utils'
import type { SiwxVerifier } from '../verify/types.js'

const networks: readonly BitcoinNetwork[] = [
  bitcoinMainnet,
  bitcoinTestnet,
  bitcoinSignet,
  bitcoinRegtest,
]

/**
 * The Bitcoin verifier: a legacy "Bitcoin Signed Message" (ECDSA) or BIP-322 simple signature,
 * base64 as wallets answer, of the message for the account's address, checked by
 * `@kit/adapter-bitcoin`'s `verifyBitcoinMessage` (an optional peer of `@kit/siwx`, needed by
 * this entry only). When the message's `Chain ID` is a known Bitcoin network, the address must
 * be one of that network's; an address that is not one gives `false`.
 * @example
 * await verifySiwx({ ..., verifier: createBip122Verifier() })
 */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ message, fields, signature }) {
      const network = networks.find(
        (candidate) => candidate.caipNetworkId === `bip122:${fields.chainId}`,
      )
      try {
        return verifyBitcoinMessage({ address: fields.address, message, signature, network })
      } catch {
        return false
      }
    },
  }
}
