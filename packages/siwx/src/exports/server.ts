// For the dapp's server (Node, Deno, Bun, edge runtimes): verify a sign-in against the expected
// domain, origin and a nonce store. No DOM and no `node:` modules. The verifiers come from
// `@kit/siwx/eip155`, `/solana` and `/bip122`.
export {
  SiwxMessageParseError,
  SiwxMessageTooLongError,
} from '../errors/message.js'
export {
  SiwxRpcError,
  SiwxVerificationError,
  type SiwxVerificationReason,
  SiwxVerifierConfigError,
} from '../errors/verify.js'
export { parseSiwxMessage } from '../message/parseSiwxMessage.js'
export type { SiwxMessage, SiwxNamespace } from '../message/types.js'
export {
  type CreateMemoryNonceStoreParameters,
  createMemoryNonceStore,
  type MemoryNonceStore,
} from '../nonce/createMemoryNonceStore.js'
export { createNonce } from '../nonce/createNonce.js'
export {
  type VerifySignInParameters,
  type VerifySignInReturnType,
  verifySignIn,
} from '../server/verifySignIn.js'
export type { SiwxNonceStore, SiwxVerifier } from '../verify/types.js'
export { defaultMaxSkewMs } from '../verify/verifySiwx.js'
