import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getState, watchState } from './state.js'

/** The connected account of a namespace (the active one by default). */
export function getAccount(kit: Kit, { namespace }: { namespace?: ChainNamespace } = {}) {
  const chains = getState(kit, 'chains')
  const ns = namespace ?? chains.activeNamespace
  return ns ? chains.namespaces[ns]?.account : undefined
}

export function watchAccount(
  kit: Kit,
  {
    onChange,
    namespace,
  }: { onChange: (account: ReturnType<typeof getAccount>) => void; namespace?: ChainNamespace },
) {
  let last = getAccount(kit, { namespace })
  return watchState(kit, 'chains', {
    onChange: () => {
      const next = getAccount(kit, { namespace })
      if (next === last) return
      last = next
      onChange(next)
    },
  })
}

/** The network state of a namespace (the active one by default). */
export function getNetwork(kit: Kit, { namespace }: { namespace?: ChainNamespace } = {}) {
  const chains = getState(kit, 'chains')
  const ns = namespace ?? chains.activeNamespace
  return ns ? chains.namespaces[ns]?.network : undefined
}

export function watchNetwork(
  kit: Kit,
  {
    onChange,
    namespace,
  }: { onChange: (network: ReturnType<typeof getNetwork>) => void; namespace?: ChainNamespace },
) {
  let last = getNetwork(kit, { namespace })
  return watchState(kit, 'chains', {
    onChange: () => {
      const next = getNetwork(kit, { namespace })
      if (next === last) return
      last = next
      onChange(next)
    },
  })
}
