import { expect, test } from 'vitest'
import * as entry from './index.js'

test('public surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "AppKitAccountButton",
      "AppKitButton",
      "AppKitConnectButton",
      "AppKitNetworkButton",
      "AppKitProvider",
      "ConnectButton",
      "NetworkButton",
      "NotInitializedError",
      "createAppKit",
      "localeCodes",
      "modal",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitBalance",
      "useAppKitConnection",
      "useAppKitConnections",
      "useAppKitEvents",
      "useAppKitLocale",
      "useAppKitNetwork",
      "useAppKitNetworkCore",
      "useAppKitProvider",
      "useAppKitState",
      "useAppKitTheme",
      "useButtonState",
      "useDisconnect",
      "useWalletInfo",
    ]
  `)
})
