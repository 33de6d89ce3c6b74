export type { DevAccount } from '../chains/devAccounts.js'
export { devAccounts } from '../chains/devAccounts.js'
export type { DevnetErrorParameters } from '../errors/DevnetError.js'
export { DevnetError } from '../errors/DevnetError.js'
export type { ProviderRpcErrorParameters } from '../errors/provider.js'
export {
  ChainDisconnectedError,
  InternalProviderError,
  InvalidProviderParamsError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '../errors/provider.js'
export { InvalidDevWalletOptionsError } from '../errors/wallet.js'
export { decodeBase58, encodeBase58 } from '../solana/base58.js'
export { createSolanaKey, type SolanaKey } from '../solana/createSolanaKey.js'
export { solanaChains } from '../solana/solanaChains.js'
export type { SendNativeParameters } from '../wallet/actions/sendNative.js'
export type { DevWalletProviderInfo } from '../wallet/announceProvider.js'
export type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinInputToSign,
  BitcoinSignMessageFeature,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionFeature,
  BitcoinSignTransactionInput,
  BitcoinWalletAccount,
} from '../wallet/bitcoin/bitcoinWalletFeatures.js'
export type {
  CreateDevBitcoinWalletParameters,
  CreateDevBitcoinWalletReturnType,
  DevBitcoinWalletFeatures,
  DevBitcoinWalletStandard,
} from '../wallet/bitcoin/createDevBitcoinWallet.js'
export {
  bitcoinWalletChains,
  createDevBitcoinWallet,
} from '../wallet/bitcoin/createDevBitcoinWallet.js'
export type { BitcoinMessageProtocol } from '../wallet/bitcoin/signBitcoinMessage.js'
export type { BitcoinSigHashName } from '../wallet/bitcoin/signBitcoinPsbt.js'
export type { PendingRequest } from '../wallet/createApprovalQueue.js'
export type {
  CreateDevWalletParameters,
  CreateDevWalletReturnType,
  DevWalletProvider,
} from '../wallet/createDevWallet.js'
export { createDevWallet } from '../wallet/createDevWallet.js'
export type {
  DevWalletEventName,
  DevWalletEvents,
  DevWalletListener,
} from '../wallet/createEmitter.js'
export type { RequestArguments } from '../wallet/createRequestHandler.js'
export type { WalletState as DevWalletState } from '../wallet/createWalletState.js'
export type { DevWalletChain } from '../wallet/DevWalletChain.js'
export { devWalletIcon } from '../wallet/devWalletIcon.js'
export { defaultKnownChainIds } from '../wallet/resolveKnownChains.js'
export type {
  CreateDevSolanaWalletParameters,
  CreateDevSolanaWalletReturnType,
  DevSolanaWalletFeatures,
  DevSolanaWalletStandard,
} from '../wallet/solana/createDevSolanaWallet.js'
export { createDevSolanaWallet } from '../wallet/solana/createDevSolanaWallet.js'
export type { SolanaWalletChain } from '../wallet/solana/solanaWalletChains.js'
export { solanaWalletChains } from '../wallet/solana/solanaWalletChains.js'
