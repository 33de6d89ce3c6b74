/** What {@link isDevelopment} reads. */
export type IsDevelopmentParameters = {
  /** The app's `debug` option: always development when set. */
  debug: boolean
  /** `process.env.NODE_ENV` where the runtime or bundler provides it. */
  nodeEnv?: string | undefined
  /** The page's hostname, used when no `NODE_ENV` is known. */
  hostname?: string | undefined
}

/**
 * Whether developer warnings should be printed: with `debug`, when `NODE_ENV` is known and not
 * `production`, and otherwise on a loopback host (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`).
 */
export function isDevelopment({ debug, nodeEnv, hostname }: IsDevelopmentParameters): boolean {
  if (debug) return true
  if (nodeEnv !== undefined) return nodeEnv !== 'production'
  if (hostname === undefined) return false
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  )
}

/** `process.env.NODE_ENV` when the runtime has a `process`; `undefined` in a plain browser. */
export function readNodeEnv(): string | undefined {
  try {
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
      ?.env
    return env?.NODE_ENV
  } catch {
    return undefined
  }
}

/** The page's hostname, for {@link isDevelopment}; `undefined` outside a browser. */
export function readHostname(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.hostname
}
