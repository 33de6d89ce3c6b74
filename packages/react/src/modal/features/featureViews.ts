import type { Kit } from '@kit/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ModalMessageKey } from '../../i18n/types.js'
import type { FeatureView } from '../views/implementedViews.js'

/** A wallet feature's view: loaded with its feature's chunk, titled from the modal's texts. */
export type FeatureViewEntry = {
  component: LazyExoticComponent<ComponentType<{ kit: Kit }>>
  /** The header title (the modal's catalogue: the header draws before the chunk is in). */
  title: ModalMessageKey
}

/**
 * The wallet features' views. Each feature is one chunk (`features/<feature>/index.ts`) holding
 * all its views, so moving between a feature's views never waits; the modal's Suspense boundary
 * draws nothing while a feature's chunk loads. Each feature's index imports the modal's module:
 * its chunk then shares the modal's set of modules, and esbuild and Vite keep the code before
 * first paint in as few files as without features. (Before this and the one-chunk-per-language
 * texts of `defineFeatureCatalogue`, first paint took 36 files instead of 18 under esbuild and 11
 * instead of 4 under Vite, 1.9 to 3.5 KB gzip more.) Add a view here and its name to
 * `featureViewNames` together.
 */
export const featureViews: Record<FeatureView, FeatureViewEntry> = {
  WalletSend: {
    title: 'title.send',
    component: lazy(() => import('./send/index.js').then((m) => ({ default: m.WalletSendView }))),
  },
  WalletSendSelectToken: {
    title: 'title.selectToken',
    component: lazy(() =>
      import('./send/index.js').then((m) => ({ default: m.WalletSendSelectTokenView })),
    ),
  },
  WalletSendPreview: {
    title: 'title.reviewSend',
    component: lazy(() =>
      import('./send/index.js').then((m) => ({ default: m.WalletSendPreviewView })),
    ),
  },
  OnRampProviders: {
    title: 'title.buy',
    component: lazy(() =>
      import('./onramp/index.js').then((m) => ({ default: m.OnRampProvidersView })),
    ),
  },
  OnRampFiatSelect: {
    title: 'title.selectCurrency',
    component: lazy(() =>
      import('./onramp/index.js').then((m) => ({ default: m.OnRampFiatSelectView })),
    ),
  },
  OnRampTokenSelect: {
    title: 'title.selectToken',
    component: lazy(() =>
      import('./onramp/index.js').then((m) => ({ default: m.OnRampTokenSelectView })),
    ),
  },
  BuyInProgress: {
    title: 'title.buyInProgress',
    component: lazy(() =>
      import('./onramp/index.js').then((m) => ({ default: m.BuyInProgressView })),
    ),
  },
  OnRampActivity: {
    title: 'title.purchases',
    component: lazy(() =>
      import('./onramp/index.js').then((m) => ({ default: m.OnRampActivityView })),
    ),
  },
  WalletReceive: {
    title: 'title.receive',
    component: lazy(() =>
      import('./receive/index.js').then((m) => ({ default: m.WalletReceiveView })),
    ),
  },
  AccountSettings: {
    title: 'title.settings',
    component: lazy(() =>
      import('./settings/index.js').then((m) => ({ default: m.AccountSettingsView })),
    ),
  },
  Transactions: {
    title: 'title.activity',
    component: lazy(() =>
      import('./transactions/index.js').then((m) => ({ default: m.TransactionsView })),
    ),
  },
  SwitchNetwork: {
    title: 'title.unsupportedChain',
    component: lazy(() =>
      import('./switchNetwork/index.js').then((m) => ({ default: m.SwitchNetworkView })),
    ),
  },
  ChooseAccountName: {
    title: 'title.chooseName',
    component: lazy(() =>
      import('./names/index.js').then((m) => ({ default: m.ChooseAccountNameView })),
    ),
  },
  RegisterAccountName: {
    title: 'title.chooseName',
    component: lazy(() =>
      import('./names/index.js').then((m) => ({ default: m.RegisterAccountNameView })),
    ),
  },
  RegisterAccountNameSuccess: {
    title: 'title.nameRegistered',
    component: lazy(() =>
      import('./names/index.js').then((m) => ({ default: m.RegisterAccountNameSuccessView })),
    ),
  },
  Swap: {
    title: 'title.swap',
    component: lazy(() => import('./swap/index.js').then((m) => ({ default: m.SwapView }))),
  },
  SwapSelectToken: {
    title: 'title.selectToken',
    component: lazy(() =>
      import('./swap/index.js').then((m) => ({ default: m.SwapSelectTokenView })),
    ),
  },
  SwapPreview: {
    title: 'title.reviewSwap',
    component: lazy(() => import('./swap/index.js').then((m) => ({ default: m.SwapPreviewView }))),
  },
  WhatIsAWallet: {
    title: 'title.whatIsAWallet',
    component: lazy(() =>
      import('./help/index.js').then((m) => ({ default: m.WhatIsAWalletView })),
    ),
  },
  WhatIsANetwork: {
    title: 'title.whatIsANetwork',
    component: lazy(() =>
      import('./help/index.js').then((m) => ({ default: m.WhatIsANetworkView })),
    ),
  },
  GetWallet: {
    title: 'title.getWallet',
    component: lazy(() => import('./help/index.js').then((m) => ({ default: m.GetWalletView }))),
  },
  // Titled with the wallet's name (getViewTitle); this one stands for a wallet without one.
  Downloads: {
    title: 'title.getWallet',
    component: lazy(() => import('./help/index.js').then((m) => ({ default: m.DownloadsView }))),
  },
}

/** The entry of a feature view (widened, so the lookup type-checks before any feature exists). */
export function getFeatureView(view: FeatureView): FeatureViewEntry {
  return (featureViews as Readonly<Record<string, FeatureViewEntry>>)[view] as FeatureViewEntry
}
