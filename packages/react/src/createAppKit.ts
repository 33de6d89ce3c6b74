import type { ChainNamespace, Kit, KitOptions, ThemeMode, ThemeVariables } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { getAccount } from '@kit/core/modules/actions/getAccount'
import { getNetwork } from '@kit/core/modules/actions/getNetwork'
import { setThemeMode } from '@kit/core/modules/actions/setThemeMode'
import { setThemeVariables } from '@kit/core/modules/actions/setThemeVariables'
import { getState, watchState } from '@kit/core/modules/actions/state'
import { createKit } from '@kit/core/modules/createKit'
import { setDefaultKit } from './context/defaultInstance.js'
import { defineElements } from './elements/defineElements.js'
import { watchLocale } from './i18n/watchLocale.js'
import { createModalLoader, type ModalLoader } from './mount/loadModal.js'
import { mountModal } from './mount/mountModal.js'
import { whenIdle } from './mount/whenIdle.js'
import { getAppKitState } from './utils/getAppKitState.js'
import { getWalletProvider } from './utils/getWalletProvider.js'
import { handledVoid } from './utils/handledVoid.js'
import type { InstanceActions } from './utils/instanceActions.js'
import { toAppKitAccount } from './utils/toAppKitAccount.js'

export type CreateAppKitOptions = KitOptions

/** What `createAppKit` returns: AppKit 1.7's instance methods over one Kit instance. */
export type AppKit = ReturnType<typeof createAppKit>

/** The instance `createAppKit` made last (AppKit 1.7 exports it as `modal`); unset once destroyed. */
export let modal: AppKit | undefined

/**
 * Creates the instance, registers the `appkit-*` elements and prefetches the modal when the page
 * is idle. Hooks and elements use the instance created last unless an `AppKitProvider` says
 * otherwise.
 * @example
 * createAppKit({ adapters: [createEvmAdapter()], networks: [mainnet], projectId, metadata })
 */
export function createAppKit(options: CreateAppKitOptions) {
  const kit = createKit(options)
  const loadModal = createModalLoader()
  setDefaultKit(kit)
  const teardowns: (() => void)[] = []
  if (typeof window !== 'undefined') {
    defineElements()
    const modal = mountModal(kit, loadModal)
    teardowns.push(modal.destroy, whenIdle(modal.mount), watchLocale(kit))
  }
  const account = (namespace?: ChainNamespace) => getAccount(kit, { namespace })
  const network = (namespace?: ChainNamespace) => getNetwork(kit, { namespace })
  // Rarely used actions come with the modal's code, which opening needs anyway and which is
  // fetched when the page is idle: none is needed before first paint.
  const call =
    <K extends keyof InstanceActions>(name: K) =>
    async (...parameters: Rest<InstanceActions[K]>) =>
      (
        (await loadModal()).instanceActions[name] as (
          kit: Kit,
          ...rest: unknown[]
        ) => ReturnType<InstanceActions[K]>
      )(kit, ...parameters)
  // Resolves once done; ignoring a failure, as AppKit's callers do, is safe.
  const callVoid =
    <K extends keyof InstanceActions>(name: K) =>
    (...parameters: Rest<InstanceActions[K]>) =>
      handledVoid(call(name)(...parameters))
  const later = <K extends Subscription>(name: K) => subscribeLater(kit, loadModal, name)
  const appKit = {
    kit,
    open: call('open'),
    close: async () => closeModal(kit),
    getState: () => getAppKitState(kit),
    subscribeState: later('subscribeState'),
    getIsConnectedState: () => account()?.address !== undefined,
    getAddress: (namespace?: ChainNamespace) => account(namespace)?.address,
    getCaipAddress: (namespace?: ChainNamespace) => account(namespace)?.caipAddress,
    getChainId: () => network()?.caipNetwork?.id,
    getCaipNetwork: (namespace?: ChainNamespace) => network(namespace)?.caipNetwork,
    getCaipNetworks: (namespace?: ChainNamespace) =>
      network(namespace)?.requestedCaipNetworks ?? [],
    switchNetwork: callVoid('switchNetwork'),
    disconnect: call('disconnect'),
    /** AppKit's `addNetwork` and `removeNetwork`; Kit's `removeAdapter`. */
    addNetwork: callVoid('addNetwork'),
    removeNetwork: callVoid('removeNetwork'),
    removeAdapter: callVoid('removeAdapter'),
    getWalletInfo: () => account()?.connectedWalletInfo,
    /**
     * The active namespace's wallet provider, as AppKit 1.7's instance returns it (the universal
     * provider for a namespace connected over WalletConnect without an adapter).
     */
    getWalletProvider: () => getWalletProvider(kit).walletProvider,
    getWalletProviderType: () => getWalletProvider(kit).walletProviderType,
    /** The modal's language as asked for (a BCP 47 tag). */
    getLocale: () => getState(kit, 'locale').locale,
    /** Changes the modal's language (its code loads on first use). */
    setLocale: call('setLocale'),
    getThemeMode: () => getState(kit, 'theme').themeMode,
    getThemeVariables: () => getState(kit, 'theme').themeVariables,
    setThemeMode: (mode: ThemeMode) => setThemeMode(kit, { themeMode: mode }),
    setThemeVariables: (variables: ThemeVariables) =>
      setThemeVariables(kit, { themeVariables: variables }),
    subscribeTheme: (callback: (theme: ReturnType<typeof getState<'theme'>>) => void) =>
      watchState(kit, 'theme', { onChange: callback }),
    getEvent: () => getState(kit, 'events'),
    subscribeEvents: (callback: (event: ReturnType<typeof getState<'events'>>) => void) =>
      watchState(kit, 'events', { onChange: callback, sync: true }),
    /** Resolves once a stored connection is restored (or given up). */
    ready: () => kit.ready,
    getAccount: (namespace?: ChainNamespace) => toAppKitAccount(account(namespace)),
    // The subscriptions load with the modal's code; each calls back once as it starts.
    subscribeAccount: later('subscribeAccount'),
    subscribeNetwork: later('subscribeNetwork'),
    subscribeCaipNetworkChange: later('subscribeCaipNetworkChange'),
    subscribeWalletInfo: later('subscribeWalletInfo'),
    subscribeProviders: later('subscribeProviders'),
    /** AppKit 1.7 returns the network's chain id here, not its CAIP-2 id. */
    getCaipNetworkId: () => network()?.caipNetwork?.id,
    getActiveChainNamespace: () => getState(kit, 'chains').activeNamespace,
    isOpen: () => getState(kit, 'modal').open,
    setLoading: (loading: boolean) => {
      kit.stores.modal.loading = loading
    },
    /** Always empty, as in AppKit 1.7: errors reach the app as rejections and `useAppKitEvents`. */
    getError: () => '',
    destroy() {
      for (const teardown of teardowns.splice(0)) teardown()
      kit.destroy()
      if (modal === appKit) modal = undefined
    },
  }
  modal = appKit
  return appKit
}

type KitActions = typeof import('./utils/loadKitActions.js')
type Subscription = keyof KitActions & `subscribe${string}`
type Rest<T> = T extends (kit: Kit, ...rest: infer R) => unknown ? R : never

/** A subscription whose code loads on first use; the unsubscribe works before it has loaded. */
function subscribeLater<K extends Subscription>(kit: Kit, loadModal: ModalLoader, name: K) {
  return (...parameters: Rest<KitActions[K]>) => {
    let stop: (() => void) | undefined
    let stopped = false
    loadModal().then((actions) => {
      if (!stopped)
        stop = (actions[name] as (kit: Kit, ...rest: unknown[]) => () => void)(kit, ...parameters)
    })
    return () => {
      stopped = true
      stop?.()
    }
  }
}
