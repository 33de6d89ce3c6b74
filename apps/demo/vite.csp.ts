import type { Plugin } from 'vite'

/** The demo mobile wallet's origin from the stack `kit-devnet run` published, else its default. */
function mobileWalletOrigin(published: string | undefined): string {
  const fallback = 'http://127.0.0.1:8792'
  if (!published) return fallback
  const { mobileWalletUrl } = JSON.parse(published) as { mobileWalletUrl?: unknown }
  return typeof mobileWalletUrl === 'string' ? new URL(mobileWalletUrl).origin : fallback
}

/**
 * The production policy of SECURITY.md S17: no inline script, no eval, styles only from files,
 * Trusted Types for every script sink, and frames only from the wallet page.
 */
export function contentSecurityPolicy(published: string | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // The only wallet page the local stack serves; the demo frames nothing else.
    `frame-src ${mobileWalletOrigin(published)}`,
    // The local WalletConnect relay is a WebSocket on 127.0.0.1.
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    // The local catalogue and API serve wallet, token and NFT images over http on 127.0.0.1.
    "img-src 'self' data: https: http://127.0.0.1:*",
    "object-src 'none'",
    "base-uri 'none'",
    // Nothing in the page writes HTML or script from strings, so no policy is created.
    "require-trusted-types-for 'script'",
  ].join('; ')
}

/**
 * Puts the strict policy into the built page. The dev server needs inline scripts, so it goes
 * without.
 */
export function strictCsp(): Plugin {
  return {
    name: 'kit-demo-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(process.env.VITE_KIT_DEVNET),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}
