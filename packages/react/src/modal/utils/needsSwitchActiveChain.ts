import type { CaipNetwork, ChainNamespace } from '@kit/core'

type ChainsLike = {
  readonly activeNamespace: ChainNamespace | undefined
  readonly namespaces: {
    readonly [K in ChainNamespace]?: { readonly account: { readonly address?: string | undefined } }
  }
}

/**
 * Whether choosing `network` first asks to switch namespaces (AppKit's SwitchActiveChain): a
 * wallet is connected in the active namespace, and none in the network's, which is another.
 */
export function needsSwitchActiveChain(chains: ChainsLike, network: CaipNetwork): boolean {
  const active = chains.activeNamespace
  if (!active || network.chainNamespace === active) return false
  return (
    chains.namespaces[active]?.account.address !== undefined &&
    chains.namespaces[network.chainNamespace]?.account.address === undefined
  )
}
