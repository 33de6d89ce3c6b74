import type { CaipNetwork } from '@kit/core'
import { ChainNotConfiguredError } from '@kit/core/modules/errors/network'
import type { BitcoinAdapterState } from '../types/adapterState.js'

/** The network asked for, else the app's first Bitcoin network. */
export function resolveNetwork(
  state: BitcoinAdapterState,
  network: CaipNetwork | undefined,
): CaipNetwork {
  const target = network ?? state.networks[0]
  if (!target) throw new ChainNotConfiguredError({ details: 'The app has no bip122 network' })
  return target
}
