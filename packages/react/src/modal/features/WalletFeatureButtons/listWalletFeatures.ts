import type { ChainNamespace, Kit, WalletFeature } from '@kit/core'
import { getWalletFeaturesOrder } from '@kit/core/modules/utils/walletFeaturesOrder'
import type { ModalMessageKey } from '../../../i18n/types.js'
import type { IconName } from '../../icons/iconPaths.js'
import { type ImplementedView, isImplementedView } from '../../views/implementedViews.js'

type FeatureButton = {
  view: string
  label: ModalMessageKey
  icon: IconName
  /** The namespaces whose accounts the feature serves. */
  namespaces: readonly ChainNamespace[]
}

const buttons: Record<WalletFeature, FeatureButton> = {
  onramp: {
    view: 'OnRampProviders',
    label: 'feature.onramp',
    icon: 'coins',
    namespaces: ['eip155'],
  },
  swaps: { view: 'Swap', label: 'feature.swaps', icon: 'swap', namespaces: ['eip155'] },
  receive: {
    view: 'WalletReceive',
    label: 'feature.receive',
    icon: 'arrowDown',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
  send: {
    view: 'WalletSend',
    label: 'feature.send',
    icon: 'arrowUp',
    namespaces: ['eip155', 'solana', 'bip122'],
  },
}

export type WalletFeatureButton = {
  feature: WalletFeature
  view: ImplementedView
  label: ModalMessageKey
  icon: IconName
}

/**
 * The Account view's feature buttons: in `walletFeaturesOrder` (the SPEC's order by default),
 * each only when its `features` flag is on, the modal draws its view and the active namespace
 * has it.
 */
export function listWalletFeatures(kit: Kit, namespace: ChainNamespace): WalletFeatureButton[] {
  const listed: WalletFeatureButton[] = []
  for (const feature of getWalletFeaturesOrder(kit.options.features)) {
    const button = buttons[feature]
    if (!button || !isImplementedView(button.view) || !button.namespaces.includes(namespace))
      continue
    listed.push({ feature, view: button.view, label: button.label, icon: button.icon })
  }
  return listed
}
