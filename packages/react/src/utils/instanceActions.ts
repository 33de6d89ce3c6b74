import type { AppKitNetwork, ChainNamespace, Kit } from '@kit/core'
import { addNetwork } from '@kit/core/modules/actions/addNetwork'
import { disconnect } from '@kit/core/modules/actions/disconnect'
import { removeAdapter } from '@kit/core/modules/actions/removeAdapter'
import { removeNetwork } from '@kit/core/modules/actions/removeNetwork'
import { setLocale } from '@kit/core/modules/actions/setLocale'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { type OpenOptions, openAppKit } from './openAppKit.js'

/**
 * The instance's actions an app calls rarely (never before first paint), in AppKit 1.7's argument
 * order. They load with the modal's code, which is fetched when the page is idle; `createAppKit`
 * reaches each by name, so the first bundle holds one small caller for all of them.
 */
export const instanceActions = {
  /** Opens the modal (on `view`); a view the modal cannot draw rejects with `ViewNotAvailableError`. */
  open: (kit: Kit, options?: OpenOptions) => openAppKit(kit, options),
  /** Resolves once switched. */
  switchNetwork: (kit: Kit, network: AppKitNetwork) => switchNetwork(kit, { network }),
  disconnect: (kit: Kit, namespace?: ChainNamespace) => disconnect(kit, { namespace }),
  /** Rejects with `InvalidLocaleError` for a tag that is not BCP 47. */
  setLocale: (kit: Kit, locale: string) => setLocale(kit, { locale }),
  /** Resolves once added. */
  addNetwork: (kit: Kit, namespace: ChainNamespace, network: AppKitNetwork) =>
    addNetwork(kit, { namespace, network }),
  /** Removing the active network makes the first remaining one active. */
  removeNetwork: (kit: Kit, namespace: ChainNamespace, networkId: string | number) =>
    removeNetwork(kit, { namespace, networkId }),
  /** Removes a namespace's adapter and networks; the first remaining namespace becomes active. */
  removeAdapter: (kit: Kit, namespace: ChainNamespace) => removeAdapter(kit, { namespace }),
}

export type InstanceActions = typeof instanceActions
