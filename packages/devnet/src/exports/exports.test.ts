import { expect, test } from 'vitest'
import * as chains from './chains.js'
import * as node from './node.js'
import * as wallet from './wallet.js'

test('public surface', () => {
  expect(Object.keys(chains)).toMatchInlineSnapshot(`
    [
      "devAccounts",
      "devCollections",
      "devnetChains",
      "unrequestedChain",
      "devTokens",
      "nativeCurrencyPrices",
      "parseDevnetConfig",
      "rpcUrlFor",
      "swapRouterAddress",
      "ChainNotServedError",
      "InvalidDevnetConfigError",
      "DevnetError",
    ]
  `)
  expect(Object.keys(node)).toMatchInlineSnapshot(`
    [
      "deployerAccount",
      "fundingAccount",
      "AnvilBinaryNotFoundError",
      "AnvilExitedError",
      "AnvilStartTimeoutError",
      "ApiRequestError",
      "CliUsageError",
      "DevnetError",
      "DevnetSeedError",
      "DevnetStartError",
      "PortUnavailableError",
      "chromiumArgs",
      "findFreePort",
      "resolveAnvilBinary",
      "deployDevnetChain",
      "seedGenesisTimestamp",
      "startAnalyticsSink",
      "startAnvil",
      "startApiServer",
      "defaultAnalyticsPort",
      "defaultApiPort",
      "startDevnet",
    ]
  `)
  expect(Object.keys(wallet)).toMatchInlineSnapshot(`
    [
      "devAccounts",
      "DevnetError",
      "ChainDisconnectedError",
      "InternalProviderError",
      "InvalidProviderParamsError",
      "ProviderDisconnectedError",
      "ProviderRpcError",
      "UnauthorizedProviderError",
      "UnrecognizedChainError",
      "UnsupportedProviderMethodError",
      "UserRejectedRequestError",
      "InvalidDevWalletOptionsError",
      "createDevWallet",
      "devWalletIcon",
      "defaultKnownChainIds",
    ]
  `)
})
