import type { AccountProfile } from '@kit/blockchain-api'
import type { CaipNetwork } from '../../types/network.js'

const evmDefaultCoinType = 0x80000000
// SLIP-44 coin types of the other namespaces a name may hold an address for.
const coinTypes: Partial<Record<CaipNetwork['chainNamespace'], number>> = { solana: 501, bip122: 0 }

/**
 * The address a name holds for `network` (ENSIP-11 coin types): an EVM chain's own coin type
 * (`chainId | 0x80000000`), else the default EVM coin type; Solana's 501; Bitcoin's 0. Undefined
 * when the name holds none.
 */
export function readProfileAddress(
  profile: Pick<AccountProfile, 'addresses'>,
  network: Pick<CaipNetwork, 'chainNamespace' | 'id'>,
): string | undefined {
  const read = (coinType: number) => {
    const entry = Object.hasOwn(profile.addresses, String(coinType))
      ? profile.addresses[String(coinType)]
      : undefined
    return typeof entry?.address === 'string' && entry.address !== '' ? entry.address : undefined
  }
  if (network.chainNamespace === 'eip155') {
    const chainId = Number(network.id)
    const own =
      Number.isSafeInteger(chainId) && chainId > 0 && chainId < evmDefaultCoinType
        ? read((chainId | evmDefaultCoinType) >>> 0)
        : undefined
    return own ?? read(evmDefaultCoinType)
  }
  const coinType = coinTypes[network.chainNamespace]
  return coinType === undefined ? undefined : read(coinType)
}
