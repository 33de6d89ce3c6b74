import type { EvmAdapterState } from '../types/adapterState.js'
import type { Eip1193Provider } from '../types/eip1193.js'

export type GetProviderParameters = { connectorId: string }

/** The wallet's own EIP-1193 provider (for `useAppKitProvider`), or `undefined` if unknown. */
export function getProvider(
  state: EvmAdapterState,
  { connectorId }: GetProviderParameters,
): Eip1193Provider | undefined {
  return state.sessions.get(connectorId)?.provider ?? state.registry.get(connectorId)?.provider
}
