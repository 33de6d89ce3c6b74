// What the mobile wallet page (mobile-wallet/, built by Vite) shares with the devnet: errors, the
// dev accounts, request parsing and the page configuration the server writes. Browser-safe.
// Reached as `#shared` (package.json "imports"); not part of the published surface.

export type { BitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
export { bitcoinDevAccounts } from '../bitcoin/bitcoinDevAccounts.js'
export { bitcoinRegtest } from '../bitcoin/bitcoinRegtest.js'
export { devAccounts } from '../chains/devAccounts.js'
export type { DevnetErrorParameters } from '../errors/DevnetError.js'
export { DevnetError } from '../errors/DevnetError.js'
export {
  ChainDisconnectedError,
  InvalidProviderParamsError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '../errors/provider.js'
export type {
  MobileWalletPageChain,
  MobileWalletPageConfig,
} from '../mobileWalletServer/MobileWalletPageConfig.js'
export { decodeBase58, encodeBase58 } from '../solana/base58.js'
export { createSolanaKey, type SolanaKey } from '../solana/createSolanaKey.js'
export { solanaChains } from '../solana/solanaChains.js'
export { broadcastPsbt } from '../wallet/bitcoin/broadcastPsbt.js'
export { sendDevTransfer } from '../wallet/bitcoin/sendDevTransfer.js'
export {
  type BitcoinMessageProtocol,
  bip322MessageHash,
  legacyMessageHash,
  signBitcoinMessage,
} from '../wallet/bitcoin/signBitcoinMessage.js'
export {
  type BitcoinSigHashName,
  checkPsbtSigning,
  type PsbtSigning,
  readPsbt,
  signPsbtInputs,
} from '../wallet/bitcoin/signBitcoinPsbt.js'
export { summarizePsbt } from '../wallet/bitcoin/summarizePsbt.js'
export { decodeMessageText } from '../wallet/decodeMessageText.js'
export { parseChainIdHex } from '../wallet/parseChainIdHex.js'
export type { TransactionRequest } from '../wallet/parseTransactionRequest.js'
export { parseTransactionRequest } from '../wallet/parseTransactionRequest.js'
export { parseTypedData } from '../wallet/parseTypedData.js'
export { parseSolanaTransaction } from '../wallet/solana/parseSolanaTransaction.js'
export { sendSolanaTransaction } from '../wallet/solana/sendSolanaTransaction.js'
export { signerSlot } from '../wallet/solana/signSolanaTransaction.js'
export { summarizeSolanaTransaction } from '../wallet/solana/summarizeSolanaTransaction.js'
