export type {
  StartAnalyticsSinkParameters,
  StartAnalyticsSinkReturnType,
} from '../analytics/startAnalyticsSink.js'
export { startAnalyticsSink } from '../analytics/startAnalyticsSink.js'
export { resolveAnvilBinary } from '../anvil/resolveAnvilBinary.js'
export type { DeployDevnetChainParameters } from '../anvil/seed/deployDevnetChain.js'
export { deployDevnetChain } from '../anvil/seed/deployDevnetChain.js'
export { installMulticall3, multicall3Address } from '../anvil/seed/installMulticall3.js'
export { seedGenesisTimestamp } from '../anvil/seed/seedPlan.js'
export type { StartAnvilParameters, StartAnvilReturnType } from '../anvil/startAnvil.js'
export { startAnvil } from '../anvil/startAnvil.js'
export type { SignInVerifier, VerifiedSignIn } from '../api/siwx/SignInVerifier.js'
export type { StartApiServerParameters, StartApiServerReturnType } from '../api/startApiServer.js'
export { startApiServer } from '../api/startApiServer.js'
export type { BitcoinNode, CreateBitcoinNodeParameters } from '../bitcoin/createBitcoinNode.js'
export { createBitcoinNode } from '../bitcoin/createBitcoinNode.js'
export type {
  DevSpendInput,
  DevSpendOutput,
  SignDevSpendParameters,
  SignDevSpendReturnType,
} from '../bitcoin/signDevSpend.js'
export { signDevSpend } from '../bitcoin/signDevSpend.js'
export type {
  StartBitcoinEsploraParameters,
  StartBitcoinEsploraReturnType,
} from '../bitcoin/startBitcoinEsplora.js'
export {
  defaultBitcoinBlockIntervalMs,
  defaultBitcoinEsploraPort,
  startBitcoinEsplora,
} from '../bitcoin/startBitcoinEsplora.js'
export { chromiumArgs } from '../browser/chromiumArgs.js'
export type { IsDroppedAnswerLogParameters } from '../browser/isDroppedAnswerLog.js'
export { isDroppedAnswerLog } from '../browser/isDroppedAnswerLog.js'
export type { DevnetDeployment } from '../chains/DevnetDeployment.js'
export type { DevCollection } from '../chains/devCollections.js'
export type { DevToken } from '../chains/devTokens.js'
export { deployerAccount, fundingAccount } from '../chains/serviceAccounts.js'
export {
  AnvilBinaryNotFoundError,
  AnvilExitedError,
  AnvilStartTimeoutError,
} from '../errors/anvil.js'
export type { ApiReason } from '../errors/api.js'
export { ApiRequestError } from '../errors/api.js'
export {
  BitcoinTransactionRejectedError,
  InvalidBitcoinAddressError,
  InvalidBitcoinOptionsError,
} from '../errors/bitcoin.js'
export { CliUsageError } from '../errors/cli.js'
export type { DevnetErrorParameters } from '../errors/DevnetError.js'
export { DevnetError } from '../errors/DevnetError.js'
export { DevnetSeedError, DevnetStartError, PortUnavailableError } from '../errors/devnet.js'
export {
  InvalidMobileWalletOptionsError,
  MobileWalletBuildMissingError,
} from '../errors/mobileWallet.js'
export {
  InvalidSolanaRpcOptionsError,
  SolanaRpcError,
  SolanaSeedError,
} from '../errors/solana.js'
export { findFreePort } from '../http/findFreePort.js'
export type { MobileWalletPageConfig } from '../mobileWalletServer/MobileWalletPageConfig.js'
export type {
  StartMobileWalletServerParameters,
  StartMobileWalletServerReturnType,
} from '../mobileWalletServer/startMobileWalletServer.js'
export {
  defaultMobileWalletPort,
  startMobileWalletServer,
} from '../mobileWalletServer/startMobileWalletServer.js'
export { InvalidRelayOptionsError } from '../relay/errors.js'
export type { Relay, StartRelayParameters } from '../relay/startRelay.js'
export { defaultRelayPort, startRelay } from '../relay/startRelay.js'
export { solanaDevKeypairs } from '../solana/seed/seedSolanaDevState.js'
export { transferCheckedInstruction } from '../solana/seed/splTokenInstructions.js'
export type {
  StartSolanaRpcParameters,
  StartSolanaRpcReturnType,
} from '../solana/startSolanaRpc.js'
export { defaultSolanaRpcPort, startSolanaRpc } from '../solana/startSolanaRpc.js'
export type { StartDevnetParameters, StartDevnetReturnType } from '../stack/startDevnet.js'
export {
  defaultAnalyticsPort,
  defaultApiPort,
  devnetBitcoinBlockIntervalMs,
  devnetBitcoinPort,
  devnetSolanaPort,
  startDevnet,
} from '../stack/startDevnet.js'
