import { describe, expect, it } from 'vitest'
import { getWalletConnectContext } from './getWalletConnectContext.js'
import { defaultServiceUrls } from './resolveOptions.js'

const base = {
  enableWalletConnect: true,
  projectId: 'abc',
  serviceUrls: defaultServiceUrls,
  storageKeyPrefix: '@kit/',
}

describe('getWalletConnectContext', () => {
  it('uses the hosted relay with verify when the app names a projectId', () => {
    expect(getWalletConnectContext(base)).toEqual({
      relayUrl: 'wss://relay.walletconnect.org',
      projectId: 'abc',
      storagePrefix: '@kit/wc',
      verify: true,
    })
  })

  it('is off when the app turned WalletConnect off', () => {
    expect(getWalletConnectContext({ ...base, enableWalletConnect: false })).toBeUndefined()
  })

  it('is off on the hosted relay without a projectId', () => {
    expect(getWalletConnectContext({ ...base, projectId: undefined })).toBeUndefined()
  })

  it('works with a self-hosted relay and no projectId, without verify', () => {
    const context = getWalletConnectContext({
      ...base,
      projectId: undefined,
      serviceUrls: { ...defaultServiceUrls, relay: 'ws://127.0.0.1:8791' },
    })
    expect(context).toMatchObject({ relayUrl: 'ws://127.0.0.1:8791', verify: false })
    expect(context?.projectId).toBeTruthy()
  })
})
