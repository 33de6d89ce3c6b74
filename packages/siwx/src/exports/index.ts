// Messages, nonces and the verification of a sign-in; each namespace's signature check is its
// own entry (`@kit/siwx/eip155`, `/solana`, `/bip122`), so a page pays only for the ones it uses.
export {
  InvalidSiwxFieldError,
  type InvalidSiwxFieldReason,
  SiwxMessageParseError,
  type SiwxMessageParseReason,
  SiwxMessageTooLongError,
} from '../errors/message.js'
export {
  SiwxRpcError,
  SiwxVerificationError,
  type SiwxVerificationReason,
  SiwxVerifierConfigError,
} from '../errors/verify.js'
export {
  type BuildSiwxMessageErrorType,
  type BuildSiwxMessageParameters,
  buildSiwxMessage,
} from '../message/buildSiwxMessage.js'
export { maxMessageLength } from '../message/limits.js'
export {
  type ParseSiwxMessageErrorType,
  type ParseSiwxMessageParameters,
  parseSiwxMessage,
} from '../message/parseSiwxMessage.js'
export type { SiwxField, SiwxMessage, SiwxNamespace } from '../message/types.js'
export { validateSiwxMessage } from '../message/validateSiwxMessage.js'
export {
  type CreateMemoryNonceStoreParameters,
  createMemoryNonceStore,
  type MemoryNonceStore,
} from '../nonce/createMemoryNonceStore.js'
export { type CreateNonceParameters, createNonce } from '../nonce/createNonce.js'
export { type ResolveNonceParameters, resolveNonce } from '../nonce/resolveNonce.js'
export {
  type CreateSiwxParameters,
  createSIWX,
  type Siwx,
} from '../session/createSIWX.js'
export {
  type CreateSiwxMessengerParameters,
  createSiwxMessenger,
  defaultExpirationMs,
} from '../session/createSiwxMessenger.js'
export {
  type SessionFromMessageParameters,
  sessionFromMessage,
} from '../session/sessionFromMessage.js'
export type {
  SiwxCacao,
  SiwxCreatedMessage,
  SiwxMessageInput,
  SiwxMessenger,
  SiwxSession,
  SiwxSessionData,
  SiwxStorage,
} from '../session/types.js'
export {
  defaultSessionMaxAgeMs,
  type SiwxSessionInvalidReason,
  type VerifySessionParameters,
  type VerifySessionReturnType,
  verifySession,
} from '../session/verifySession.js'
export { mapSiweConfig } from '../siwe/mapSiweConfig.js'
export { type ResolveSiwxParameters, resolveSiwx } from '../siwe/resolveSiwx.js'
export type {
  SiweConfigInput,
  SiweCreateMessageArgs,
  SiweMessageArgs,
  SiweMethods,
  SiweOptions,
  SiweSession,
} from '../siwe/types.js'
export {
  type ApiStorage,
  type CreateApiStorageParameters,
  createApiStorage,
} from '../storage/createApiStorage.js'
export {
  type CreateBrowserStorageParameters,
  createBrowserStorage,
} from '../storage/createBrowserStorage.js'
export { lazyVerifier } from '../verify/lazyVerifier.js'
export type { SiwxNonceStore, SiwxVerifier, SiwxVerifyParameters } from '../verify/types.js'
export {
  defaultMaxSkewMs,
  type VerifySiwxErrorType,
  type VerifySiwxParameters,
  type VerifySiwxReturnType,
  verifySiwx,
} from '../verify/verifySiwx.js'
