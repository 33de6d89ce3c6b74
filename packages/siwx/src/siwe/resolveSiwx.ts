import type { SiweConfig } from '@kit/core'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import type { Siwx } from '../session/createSIWX.js'
import { mapSiweConfig } from './mapSiweConfig.js'
import type { SiweConfigInput } from './types.js'

export type ResolveSiwxParameters<S> = {
  siwx?: S | undefined
  /** As `createSIWEConfig(…)` returns it; core's structural `SiweConfig` type is accepted too. */
  siweConfig?: SiweConfigInput | SiweConfig | undefined
}

/**
 * The sign-in setup of an app's options: `siwx` as given, or the legacy `siweConfig` mapped
 * onto SIWX, or undefined. Both set throws `InvalidOptionsError` ('Cannot set both `siweConfig`
 * and `siwx` options'), as `createAppKit` does.
 * @example
 * const siwx = resolveSiwx({ siwx: options.siwx, siweConfig: options.siweConfig })
 */
export function resolveSiwx<S = never>({
  siwx,
  siweConfig,
}: ResolveSiwxParameters<S>): S | Siwx | undefined {
  if (siwx !== undefined && siweConfig !== undefined)
    throw new InvalidOptionsError('Cannot set both `siweConfig` and `siwx` options')
  if (siwx !== undefined) return siwx
  // Core checks AppKit's shape loosely (parameters typed `never`); it is the same object.
  return siweConfig === undefined ? undefined : mapSiweConfig(siweConfig as SiweConfigInput)
}
