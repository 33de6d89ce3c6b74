// @vitest-environment jsdom
import {
  createFakeSession,
  createFakeSiwx,
  createMemoryStorage,
  createWalletConnectTestAdapter,
} from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { wc } from '../walletConnect/test/mockedWalletConnectSdk.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import { getState } from './state.js'

vi.mock(
  '@walletconnect/universal-provider',
  () => import('../walletConnect/test/mockedWalletConnectSdk.js'),
)

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=4102444800`

describe('sign-in with X after a WalletConnect connect', () => {
  it('asks the paired account to sign in when the wallet gave no one-click sign-in', async () => {
    let approve = () => {}
    // With siwx and only eip155 networks the pairing asks for one-click auth; this wallet
    // answers with a plain session (no CACAO), so the visitor signs in afterwards.
    const fake = wc.fake as unknown as Record<string, unknown> & typeof wc.fake
    fake.authenticate = vi.fn(
      () =>
        new Promise((resolve) => {
          approve = () => {
            const session = createFakeSession({ accounts: [`eip155:10:${address}`] })
            wc.fake.session = session
            resolve({ session })
          }
          queueMicrotask(() => wc.fake.emit('display_uri', uri))
        }),
    )
    const siwx = createFakeSiwx({ required: true })
    const kit = createKit({
      networks: [mainnet, optimism],
      adapters: [createWalletConnectTestAdapter({ namespace: 'eip155' })],
      storage: createMemoryStorage(),
      projectId: 'test-project',
      siwx,
    })
    onTestFinished(() => kit.destroy())
    await kit.ready
    const connected = connectWalletConnect(kit, { platform: { telegram: false, iosSafari: false } })
    await vi.waitFor(() => expect(kit.stores.connection.wcUri).toBe(uri))
    approve()
    await connected
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    expect(getState(kit, 'modal').open).toBe(true)
    expect(siwx.calls.filter((call) => call.method !== 'createMessage')).toEqual([
      { method: 'getSessions', args: ['eip155:10', address] },
    ])
    expect(siwx.sessions).toEqual([])
  })
})
