import type { ChainNamespace, Kit } from '@kit/core'
import { connect } from '@kit/core/modules/actions/connect'
import { MethodNotSupportedError } from '@kit/core/modules/errors/adapter'

export type SwitchConnectionParameters = {
  namespace: ChainNamespace
  connectorId: string
  address?: string | undefined
}

/**
 * `useAppKitConnection`'s switch: to another wallet's connection by connecting it (the wallet
 * prompts). Kit keeps one connection per namespace and cannot pick another account of the same
 * wallet (the visitor does that in the wallet): that throws `MethodNotSupportedError`. Resolves
 * with the address connected and whether the wallet changed.
 */
export async function switchConnection(
  kit: Kit,
  { namespace, connectorId, address }: SwitchConnectionParameters,
): Promise<{ address: string; hasSwitchedWallet: boolean }> {
  const current = kit.stores.chains.namespaces[namespace]?.account
  if (current?.connectorId !== connectorId)
    return { address: (await connect(kit, { connectorId })).address, hasSwitchedWallet: true }
  if (address && address !== current.address)
    throw new MethodNotSupportedError('switchConnection', namespace)
  return { address: current.address ?? '', hasSwitchedWallet: false }
}
