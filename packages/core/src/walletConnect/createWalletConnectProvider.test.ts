// @vitest-environment node

import { testWalletConnectContext } from '@kit/test-fixtures'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'
import { sdk, wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

afterEach(() => {
  vi.unstubAllGlobals()
})

const metadata = {
  name: 'Example App',
  description: 'An example',
  url: 'https://app.example.test',
  icons: ['https://app.example.test/icon.png'],
}

describe('createWalletConnectProvider', () => {
  test("starts the SDK on the app's relay, silent and without telemetry", async () => {
    await expect(
      createWalletConnectProvider({ context: testWalletConnectContext, metadata }),
    ).resolves.toBe(wc.fake)
    expect(sdk.init).toHaveBeenCalledTimes(1)
    expect(sdk.init).toHaveBeenCalledWith({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata,
      customStoragePrefix: 'test-wc',
      telemetryEnabled: false,
      logger: 'silent',
    })
  })

  test('fills metadata the app left out from the page', async () => {
    vi.stubGlobal('window', { location: { origin: 'https://page.example.test' } })
    vi.stubGlobal('document', { title: 'Page Title' })
    await createWalletConnectProvider({ context: testWalletConnectContext, metadata: undefined })
    expect(sdk.init.mock.calls[0]?.[0].metadata).toEqual({
      name: 'Page Title',
      description: '',
      url: 'https://page.example.test',
      icons: [],
    })
  })

  test('without a page, the name is Kit and the url empty', async () => {
    await createWalletConnectProvider({ context: testWalletConnectContext, metadata: undefined })
    expect(sdk.init.mock.calls[0]?.[0].metadata).toEqual({
      name: 'Kit',
      description: '',
      url: '',
      icons: [],
    })
  })

  test('without verify, attestations are empty and never looked up', async () => {
    const { register, resolve } = wc.fake.client.core.verify
    await createWalletConnectProvider({ context: testWalletConnectContext, metadata })
    const verify = wc.fake.client.core.verify
    await expect(verify.register()).resolves.toBe('')
    await expect(verify.resolve()).resolves.toBeUndefined()
    expect(register).not.toHaveBeenCalled()
    expect(resolve).not.toHaveBeenCalled()
  })

  test('with verify, the SDK keeps its own attestation', async () => {
    const { register, resolve } = wc.fake.client.core.verify
    await createWalletConnectProvider({
      context: { ...testWalletConnectContext, verify: true },
      metadata,
    })
    expect(wc.fake.client.core.verify.register).toBe(register)
    expect(wc.fake.client.core.verify.resolve).toBe(resolve)
  })

  test('a failing start rejects', async () => {
    const cause = new Error('relay refused')
    sdk.init.mockRejectedValue(cause)
    await expect(
      createWalletConnectProvider({ context: testWalletConnectContext, metadata }),
    ).rejects.toBe(cause)
  })
})
