import { MethodNotSupportedError } from '../errors/adapter.js'
import { NoActiveAddressError } from '../errors/connection.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getChain, requireAdapter } from '../utils/getChain.js'

export type SignMessageParameters = { message: string; namespace?: ChainNamespace }

/** Asks the connected wallet to sign a plain-text message. */
export async function signMessage(
  kit: Kit,
  { message, namespace }: SignMessageParameters,
): Promise<string> {
  const chain = getChain(kit, namespace)
  const { address, connectorId } = chain?.account ?? {}
  if (!chain || !address || !connectorId) throw new NoActiveAddressError()
  const adapter = requireAdapter(kit, chain.namespace)
  if (!adapter.signMessage) throw new MethodNotSupportedError('signMessage', chain.namespace)
  return adapter.signMessage({ connectorId, address, message })
}
