import { expect, test } from 'vitest'
import * as chains from './chains.js'
import * as node from './node.js'
import * as wallet from './wallet.js'

test('public surface', () => {
  expect(Object.keys(chains)).toMatchInlineSnapshot(`
    [
      "devAccounts",
      "devnetChains",
      "unrequestedChain",
      "parseDevnetConfig",
      "rpcUrlFor",
      "ChainNotServedError",
      "InvalidDevnetConfigError",
      "DevnetError",
    ]
  `)
  expect(Object.keys(node)).toMatchInlineSnapshot(`
    [
      "AnvilBinaryNotFoundError",
      "AnvilExitedError",
      "AnvilStartTimeoutError",
      "CliUsageError",
      "DevnetError",
      "DevnetStartError",
      "PortUnavailableError",
      "chromiumArgs",
      "findFreePort",
      "resolveAnvilBinary",
      "startAnalyticsSink",
      "startAnvil",
      "defaultAnalyticsPort",
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
