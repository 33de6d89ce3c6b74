// The demo's sign-in check for its local API (`kit-devnet run --sign-in demoSignIn.mjs`): the
// API keeps a session only when `@kit/siwx/server` verified its message for one of the demo's
// own origins (domain, uri origin, chain, time window, the API's nonce once, the signature).
// `KIT_DEMO_ORIGINS` (comma-separated) replaces the default origins.
import { createBip122Verifier } from '@kit/siwx/bip122'
import { createEip155Verifier } from '@kit/siwx/eip155'
import { SiwxVerificationError, verifySignIn as verify } from '@kit/siwx/server'
import { createSolanaVerifier } from '@kit/siwx/solana'

const origins = new Set(
  (
    process.env.KIT_DEMO_ORIGINS ??
    'http://127.0.0.1:5173,http://localhost:5173,http://127.0.0.1:5199,http://127.0.0.1:5198'
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
)
const verifiers = [createEip155Verifier(), createSolanaVerifier(), createBip122Verifier()]

/** The API's sign-in check: the request's origin must be the demo's, then the full verification. */
export function verifySignIn(input) {
  if (!origins.has(input.expected.origin)) {
    return Promise.reject(new SiwxVerificationError({ reason: 'originMismatch' }))
  }
  return verify({ ...input, verifiers })
}
