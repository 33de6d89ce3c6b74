import { base64, hex } from '@scure/base'
import { UnsupportedWalletRequestError } from '../errors/wallet.js'
import type { RawWalletAccount, WalletClient } from '../types/walletClient.js'
import type { LeatherProvider } from '../types/walletSource.js'
import { callWallet, readRpcResult } from './callWallet.js'
import { readString } from './satsConnectClient.js'

const leatherNetworks: Record<string, string> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * Leather's provider: `getAddresses` (its BTC entries: p2wpkh payment, p2tr ordinals),
 * `signMessage` with the payment type, `signPsbt` with the PSBT in hex. Leather has no events
 * and no disconnect; it keeps no grant, so there is no silent reconnect either.
 */
export function createLeatherClient(provider: LeatherProvider): WalletClient {
  const request = (method: string, params?: unknown) =>
    callWallet(async () => readRpcResult(await provider.request(method, params)))
  let granted: RawWalletAccount[] | undefined
  const networkOf = (caipNetworkId: string) => {
    const network = leatherNetworks[caipNetworkId]
    if (!network) throw new UnsupportedWalletRequestError('Leather does not know this network')
    return network
  }
  let lastNetwork = 'mainnet'
  return {
    async connect({ caipNetworkId }) {
      lastNetwork = networkOf(caipNetworkId)
      const result = await request('getAddresses')
      const entries = (result as { addresses?: unknown } | undefined)?.addresses
      granted = (Array.isArray(entries) ? entries : [])
        .filter((entry) => (entry as { symbol?: unknown })?.symbol === 'BTC')
        .map((entry) => {
          const { address, publicKey, type } = entry as Record<string, unknown>
          return { address, publicKey, purpose: type === 'p2tr' ? 'ordinal' : 'payment' }
        })
      return granted
    },
    async getAuthorizedAccounts() {
      return granted
    },
    async signMessage({ address, message }) {
      const paymentType = address.toLowerCase().match(/^(bc|tb|bcrt)1p/) ? 'p2tr' : 'p2wpkh'
      const result = await request('signMessage', { message, paymentType, network: lastNetwork })
      return readString(result, 'signature')
    },
    async signPsbt({ psbt, signInputs, caipNetworkId }) {
      const result = await request('signPsbt', {
        hex: hex.encode(base64.decode(psbt)),
        network: networkOf(caipNetworkId),
        broadcast: false,
        signAtIndex: signInputs.map(({ index }) => index),
      })
      return base64.encode(hex.decode(readString(result, 'hex').toLowerCase()))
    },
    async disconnect() {
      granted = undefined
    },
    watch: () => () => {},
  }
}
