'use client'
import type { ReactNode } from 'react'
import type { AppKit, CreateAppKitOptions } from '../createAppKit.js'
import { KitContext } from './KitContext.js'
import { getProviderAppKit } from './providerAppKit.js'

/**
 * Either an instance made by `createAppKit`, or `createAppKit`'s options (AppKit 1.7's props), from
 * which the provider makes the page's instance once.
 */
export type AppKitProviderProps = (
  | { appKit: AppKit }
  | (CreateAppKitOptions & { appKit?: undefined })
) & { children?: ReactNode }

/**
 * Puts an instance into context for the subtree. Given `createAppKit`'s options instead of an
 * instance, it makes one as AppKit 1.7 does: once per page (StrictMode's double renders and
 * effects reuse it; later props are ignored), on the server too, where it renders without a
 * window. Pages with one instance made by `createAppKit` need no provider.
 * @example
 * <AppKitProvider projectId={projectId} networks={[mainnet]} adapters={[createEvmAdapter()]}>
 *   <App />
 * </AppKitProvider>
 */
export function AppKitProvider({ children, appKit: given, ...options }: AppKitProviderProps) {
  const appKit = given ?? getProviderAppKit(options as CreateAppKitOptions)
  return <KitContext.Provider value={appKit.kit}>{children}</KitContext.Provider>
}
