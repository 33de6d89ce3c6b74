import type { Kit } from '../types/kit.js'

/** The views that ask a connected visitor to sign in. */
export type SiwxView = 'SIWXSignMessage' | 'ConnectingSiwe'

/**
 * The view that asks to sign in: ConnectingSiwe for an app that passed AppKit's legacy
 * `siweConfig`, SIWXSignMessage for one that passed `siwx`.
 */
export function siwxView(kit: Kit): SiwxView {
  const { siwx, siweConfig } = kit.options.input
  return siwx === undefined && siweConfig !== undefined ? 'ConnectingSiwe' : 'SIWXSignMessage'
}

/** Whether a view is one that asks to sign in. */
export function isSiwxView(view: string): view is SiwxView {
  return view === 'SIWXSignMessage' || view === 'ConnectingSiwe'
}
