/**
 * The page's policy: its own scripts and styles only, sockets and RPC calls to 127.0.0.1 only
 * (the local relay and anvil chains), images from itself, data: URLs and 127.0.0.1.
 */
export const mobileWalletCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:*",
  "img-src 'self' data: http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

/** Headers sent with every answer of the mobile wallet server, errors included. */
export const mobileWalletHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': mobileWalletCsp,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
})
