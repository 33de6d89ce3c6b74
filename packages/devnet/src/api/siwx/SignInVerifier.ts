/** The fields of a verified sign-in message (`@kit/siwx`'s `SiwxMessage`). */
export type VerifiedSignIn = {
  namespace: string
  domain: string
  address: string
  statement?: string | undefined
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/**
 * Checks a signed sign-in message; throws when it does not hold. Its shape is `@kit/siwx/server`'s
 * `verifySignIn` once given its verifiers:
 * `(input) => verifySignIn({ ...input, verifiers: [createEip155Verifier(), …] })`. The local API
 * takes it from whoever starts it, since `@kit/siwx` itself is tested against this server.
 */
export type SignInVerifier = (input: {
  message: string
  signature: string
  expected: { domain: string; origin: string; chainId: string }
  nonces: { consume(nonce: string): Promise<boolean> }
}) => Promise<VerifiedSignIn>
