import type { Kit } from '../types/kit.js'
import type { SiwxConfig } from '../types/siwx.js'

/**
 * The sign-in setup in use: the app's `siwx`, or its legacy `siweConfig` once the sign-in code
 * mapped it; undefined for an app without sign-in (or before that code loaded).
 */
export function getSiwx(kit: Kit): SiwxConfig | undefined {
  return kit.options.input.siwx ?? kit.runtime.legacySiwx
}
