import type { Kit } from '../types/kit.js'
import { isDevelopment, readHostname, readNodeEnv } from '../utils/isDevelopment.js'
import { listUnappliedOptions } from '../utils/listUnappliedOptions.js'

/**
 * In development (or with `debug`), one warning per AppKit option the app set that Kit accepts
 * without applying, naming it and saying why; once per instance however often it is called.
 * Production prints nothing. The modal calls it when it mounts, so none of this weighs on first
 * paint.
 */
export function warnUnappliedOptions(kit: Kit): void {
  const options = kit.options.input
  if (kit.runtime.memo.has(options)) return
  kit.runtime.memo.set(options, true)
  const development = isDevelopment({
    debug: kit.options.debug,
    nodeEnv: readNodeEnv(),
    hostname: readHostname(),
  })
  if (!development) return
  for (const { option, reason } of listUnappliedOptions(options))
    kit.warn(`\`${option}\` is accepted but not applied: ${reason}`)
}
