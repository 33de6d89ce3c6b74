import type { Kit } from '../types/kit.js'
import type { KitOptions } from '../types/options.js'
import { listUnappliedOptions } from '../utils/listUnappliedOptions.js'

export type WarnUnappliedOptionsParameters = { options: KitOptions }

/**
 * One warning per AppKit option the app set that Kit accepts without applying, naming it and
 * saying why. `createKit` loads and calls this once per instance, only in development (or with
 * `debug`), so production never prints these nor loads this code.
 */
export function warnUnappliedOptions(kit: Kit, { options }: WarnUnappliedOptionsParameters): void {
  for (const { option, reason } of listUnappliedOptions(options))
    kit.warn(`\`${option}\` is accepted but not applied: ${reason}`)
}
