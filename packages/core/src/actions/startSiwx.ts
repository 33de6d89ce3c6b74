import type { Kit } from '../types/kit.js'
import type { SiweConfigInput } from '../types/siwe.js'
import { getSiwx } from '../utils/getSiwx.js'
import { siweConfigToSiwx } from '../utils/siweConfigToSiwx.js'
import { watchSiwx } from './watchSiwx.js'

/**
 * Starts sign-in for an app that set `siwx`, or AppKit's legacy `siweConfig` (mapped onto SIWX
 * first, as AppKit 1.7 does): the sign-in watcher runs until the returned teardown.
 */
export function startSiwx(kit: Kit): () => void {
  const { siwx, siweConfig } = kit.options.input
  // Core types AppKit's client loosely (parameters typed `never`); it is the same object.
  if (siwx === undefined && siweConfig !== undefined)
    kit.runtime.legacySiwx = siweConfigToSiwx({ siweConfig: siweConfig as SiweConfigInput })
  const config = getSiwx(kit)
  if (!config) return () => {}
  const stop = watchSiwx(kit, { siwx: config })
  return () => {
    stop()
    kit.runtime.legacySiwx = undefined
  }
}
