export {
  AnvilBinaryNotFoundError,
  AnvilExitedError,
  AnvilStartTimeoutError,
} from '../errors/anvil.js'
export { CliUsageError } from '../errors/cli.js'
export type { DevnetErrorParameters } from '../errors/DevnetError.js'
export { DevnetError } from '../errors/DevnetError.js'
export { DevnetStartError, PortUnavailableError } from '../errors/devnet.js'
export { chromiumArgs } from '../node/chromiumArgs.js'
export { findFreePort } from '../node/findFreePort.js'
export { resolveAnvilBinary } from '../node/resolveAnvilBinary.js'
export type {
  StartAnalyticsSinkParameters,
  StartAnalyticsSinkReturnType,
} from '../node/startAnalyticsSink.js'
export { startAnalyticsSink } from '../node/startAnalyticsSink.js'
export type { StartAnvilParameters, StartAnvilReturnType } from '../node/startAnvil.js'
export { startAnvil } from '../node/startAnvil.js'
export type { StartDevnetParameters, StartDevnetReturnType } from '../node/startDevnet.js'
export { defaultAnalyticsPort, startDevnet } from '../node/startDevnet.js'
