import type {
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  Kit,
} from '@kit/core'
import { getAccount } from '@kit/core/modules/actions/getAccount'
import { getNetwork } from '@kit/core/modules/actions/getNetwork'
import { watchState } from '@kit/core/modules/actions/state'
import { watchAccount } from '@kit/core/modules/actions/watchAccount'
import { watchNetwork } from '@kit/core/modules/actions/watchNetwork'
import { getAppKitState } from './getAppKitState.js'
import { getWalletProvider } from './getWalletProvider.js'
import { type AppKitAccount, toAppKitAccount } from './toAppKitAccount.js'

// The instance's AppKit 1.7 subscriptions. They load on first use (see createAppKit), so each
// calls back once with the current value as it starts, covering any change made while loading;
// then on every change, until unsubscribed.

export type NetworkSummary = {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/** The modal's state in AppKit's shape (`getState`): open, loading, the active network. */
export function subscribeState(
  kit: Kit,
  callback: (state: ReturnType<typeof getAppKitState>) => void,
) {
  const onChange = () => callback(getAppKitState(kit))
  onChange()
  const stops = (['modal', 'chains', 'connection'] as const).map((store) =>
    watchState(kit, store, { onChange }),
  )
  return () => {
    for (const stop of stops) stop()
  }
}

/** The active (or given) namespace's account, in AppKit's shape. */
export function subscribeAccount(
  kit: Kit,
  callback: (account: AppKitAccount) => void,
  namespace?: ChainNamespace,
) {
  const onChange = (account: ReturnType<typeof getAccount>) => callback(toAppKitAccount(account))
  onChange(getAccount(kit, { namespace }))
  return watchAccount(kit, { namespace, onChange })
}

/** The active network with its chain id and CAIP-2 id. */
export function subscribeNetwork(kit: Kit, callback: (network: NetworkSummary) => void) {
  const onChange = (network: ReturnType<typeof getNetwork>) =>
    callback({
      caipNetwork: network?.caipNetwork,
      chainId: network?.caipNetwork?.id,
      caipNetworkId: network?.caipNetwork?.caipNetworkId,
    })
  onChange(getNetwork(kit))
  return watchNetwork(kit, { onChange })
}

/** The active network itself. */
export function subscribeCaipNetworkChange(
  kit: Kit,
  callback: (network: CaipNetwork | undefined) => void,
) {
  const onChange = (network: ReturnType<typeof getNetwork>) => callback(network?.caipNetwork)
  onChange(getNetwork(kit))
  return watchNetwork(kit, { onChange })
}

/** The connected wallet's name and icon. */
export function subscribeWalletInfo(
  kit: Kit,
  callback: (walletInfo: ConnectedWalletInfo | undefined) => void,
  namespace?: ChainNamespace,
) {
  const onChange = (account: ReturnType<typeof getAccount>) =>
    callback(account?.connectedWalletInfo)
  onChange(getAccount(kit, { namespace }))
  return watchAccount(kit, { namespace, onChange })
}

/** Every namespace's wallet provider (`undefined` where none is connected). */
export function subscribeProviders(
  kit: Kit,
  callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void,
) {
  const onChange = () =>
    callback(
      Object.fromEntries(
        Object.keys(kit.stores.chains.namespaces).map((namespace) => [
          namespace,
          getWalletProvider(kit, namespace as ChainNamespace).walletProvider,
        ]),
      ),
    )
  onChange()
  return watchState(kit, 'chains', { onChange })
}
