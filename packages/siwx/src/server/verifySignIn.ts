import { SiwxMessageParseError, SiwxMessageTooLongError } from '../errors/message.js'
import { SiwxVerificationError, SiwxVerifierConfigError } from '../errors/verify.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import type { SiwxMessage, SiwxNamespace } from '../message/types.js'
import type { SiwxVerifier } from '../verify/types.js'
import { type VerifySiwxParameters, verifySiwx } from '../verify/verifySiwx.js'

export type VerifySignInParameters = Omit<VerifySiwxParameters, 'verifier'> & {
  /** One verifier per namespace accepted (`createEip155Verifier({ rpcUrls })`, …). */
  verifiers: readonly SiwxVerifier[]
}
export type VerifySignInReturnType = SiwxMessage

/**
 * The server's check of a sign-in: `verifySiwx` with the verifier of the message's namespace.
 * It checks the message's grammar, domain (S07), `uri` origin and chain (S08), time window and
 * `Issued At` skew (S10), the signature, and last consumes the nonce once (S09). Returns the
 * signed fields; any failure throws `SiwxVerificationError` with a `reason` ('unsupportedNamespace'
 * when no verifier was given for it). Web Crypto and plain JavaScript only: Node, Deno, Bun and
 * edge runtimes.
 * @example
 * const fields = await verifySignIn({ message, signature, nonces,
 *   verifiers: [createEip155Verifier({ rpcUrls })],
 *   expected: { domain: 'app.example', origin: 'https://app.example' } })
 * createSession({ address: fields.address, chainId: fields.chainId })
 */
export async function verifySignIn({
  verifiers,
  ...parameters
}: VerifySignInParameters): Promise<VerifySignInReturnType> {
  if (!Array.isArray(verifiers) || verifiers.length === 0)
    throw new SiwxVerifierConfigError({ parameter: 'verifiers' })
  let namespace: SiwxNamespace
  try {
    namespace = parseSiwxMessage({ message: parameters.message }).namespace
  } catch (error) {
    if (error instanceof SiwxMessageParseError || error instanceof SiwxMessageTooLongError)
      throw new SiwxVerificationError({ reason: 'invalidMessage', cause: error })
    throw error
  }
  const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier) throw new SiwxVerificationError({ reason: 'unsupportedNamespace' })
  return verifySiwx({ ...parameters, verifier })
}
