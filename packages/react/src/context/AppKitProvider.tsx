'use client'
import type { ReactNode } from 'react'
import type { AppKit } from '../createAppKit.js'
import { KitContext } from './KitContext.js'

export type AppKitProviderProps = { appKit: AppKit; children?: ReactNode }

/**
 * Puts an instance made by `createAppKit` into context, for pages with more than one instance.
 * Pages with one instance need no provider.
 */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  return <KitContext.Provider value={appKit.kit}>{children}</KitContext.Provider>
}
