import { connect as kitConnect, disconnect as kitDisconnect } from '@kit/core'
import { createFakeSession, sessionAddress, useFakeWalletConnectSdk } from '@kit/test-fixtures'
import { disconnect, getAccount, signMessage, switchChain } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { createWagmiKit, localMainnet, unreachableOptimism } from './test/createWagmiKit.js'

// Core loads WalletConnect's SDK on the first pairing: a fake stands in for it (no relay).
const sdk = vi.hoisted(() => ({ init: vi.fn() }))
// Mocked where core resolves it (this package does not depend on the SDK).
vi.mock('../../core/node_modules/@walletconnect/universal-provider/dist/index.js', () => ({
  UniversalProvider: sdk,
}))
// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest fixture (it registers a beforeEach), not a React hook
const wc = useFakeWalletConnectSdk(sdk)

const networks = [localMainnet('http://127.0.0.1:1'), unreachableOptimism] as const
const signature = `0x${'ab'.repeat(65)}`

async function pairedKit() {
  const setup = await createWagmiKit({ networks, options: { enableWalletConnect: true } })
  const connecting = kitConnect(setup.kit, { connectorId: 'walletConnect' })
  ;(await wc.fake.nextPairing()).approve(createFakeSession())
  await connecting
  return setup
}

describe('a WalletConnect session made in Kit is wagmi’s connection', () => {
  it('wagmi is connected through the session: its account, chain and connector', async () => {
    const { config } = await pairedKit()
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: sessionAddress,
      chainId: 1,
    })
    expect(getAccount(config).connector).toMatchObject({
      id: 'walletConnect',
      type: 'walletConnect',
    })
  })

  it('wagmi’s signMessage is a request over the session, on the connected chain', async () => {
    const { config } = await pairedKit()
    wc.fake.request.mockImplementation(async ({ method }) =>
      method === 'personal_sign' ? signature : null,
    )
    await expect(signMessage(config, { message: 'hi' })).resolves.toBe(signature)
    expect(wc.fake.request).toHaveBeenCalledWith(
      { method: 'personal_sign', params: ['0x6869', sessionAddress] },
      'eip155:1',
    )
  })

  it('wagmi’s switchChain asks the wallet over the session; Kit and wagmi follow', async () => {
    const { kit, config } = await pairedKit()
    await switchChain(config, { chainId: 10 })
    expect(wc.fake.request).toHaveBeenCalledWith(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
      'eip155:1',
    )
    expect(getAccount(config).chainId).toBe(10)
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.id).toBe(10)
  })

  it('wagmi’s disconnect ends the session: the wallet is told, Kit is disconnected', async () => {
    const { kit, config } = await pairedKit()
    await disconnect(config)
    expect(wc.fake.disconnect).toHaveBeenCalled()
    expect(kit.stores.connection.status).toBe('disconnected')
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('the wallet ending the session disconnects wagmi', async () => {
    const { kit, config } = await pairedKit()
    wc.fake.emit('session_delete', { topic: 'session-topic' })
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    expect(kit.stores.connection.status).toBe('disconnected')
  })

  it('Kit’s disconnect ends the session and disconnects wagmi', async () => {
    const { kit, config } = await pairedKit()
    await kitDisconnect(kit)
    expect(wc.fake.disconnect).toHaveBeenCalled()
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('a stored session restored by Kit on reload is wagmi’s connection again', async () => {
    const first = await pairedKit()
    first.kit.destroy()
    const second = await createWagmiKit({
      networks,
      storage: first.storage,
      options: { enableWalletConnect: true },
    })
    await expect.poll(() => getAccount(second.config).status).toBe('connected')
    expect(getAccount(second.config)).toMatchObject({ address: sessionAddress, chainId: 1 })
    expect(wc.fake.connect).toHaveBeenCalledTimes(1)
  })
})
