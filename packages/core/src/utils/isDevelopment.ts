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

/** What a runtime or bundler gives for `process.env.NODE_ENV`; this module has no Node types. */
declare const process: { env: { NODE_ENV?: string } }

/**
 * `process.env.NODE_ENV`: the build's mode where the app's bundler writes it in (Vite, webpack
 * and Next.js do; esbuild when it minifies), the runtime's in Node, and `undefined` in a browser
 * whose bundle has no `process`. Spelled out in full, never reached through `globalThis`, so that
 * a bundler recognises it: a production build served from `localhost` is production, and a dev
 * server opened from another host is development.
 */
export function readNodeEnv(): string | undefined {
  try {
    return process.env.NODE_ENV
  } catch {
    return undefined
  }
}

/** The page's hostname, for {@link isDevelopment}; `undefined` outside a browser. */
export function readHostname(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.hostname
}
