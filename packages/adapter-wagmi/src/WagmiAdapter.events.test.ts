import { connect as kitConnect } from '@kit/core'
import { connect, getAccount, getConnectorClient, reconnect, switchChain } from '@wagmi/core'
import { describe, expect, it, onTestFinished } from 'vitest'
// The EVM adapter's own test wallet: an in-memory EIP-1193 provider announced over EIP-6963.
import {
  announceWallet,
  installWallet,
  walletInfo,
} from '../../adapter-evm/src/test/announceWallet.js'
import {
  createMockProvider,
  type MockProvider,
} from '../../adapter-evm/src/test/createMockProvider.js'
import { NotConnectedThroughKitError } from './errors/wagmi.js'
import {
  createWagmiKit,
  findConnectorId,
  localMainnet,
  unreachableOptimism,
} from './test/createWagmiKit.js'

const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [localMainnet('http://127.0.0.1:1'), unreachableOptimism] as const

/** A wallet that answers discovery, and announces itself to a page already listening. */
function addWallet(name: string, provider: MockProvider) {
  const info = walletInfo({ name, rdns: `org.example.${name.toLowerCase()}` })
  onTestFinished(installWallet({ provider, info }))
  announceWallet({ provider, info })
}

async function connectedMockWallet() {
  const provider = createMockProvider()
  provider.chains.add(10)
  const setup = await createWagmiKit({ networks })
  addWallet('Mock', provider)
  await kitConnect(setup.kit, { connectorId: await findConnectorId(setup.kit, 'Mock') })
  return { ...setup, provider }
}

describe('the wallet’s events reach wagmi through Kit', () => {
  it('accountsChanged: wagmi and Kit show the new account, and wagmi’s client uses it', async () => {
    const { kit, config, provider } = await connectedMockWallet()
    provider.accounts = [other.toLowerCase()]
    provider.emit('accountsChanged', [other.toLowerCase()])
    expect(getAccount(config).address).toBe(other)
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBe(other)
    const client = await getConnectorClient(config)
    expect(client.account.address).toBe(other)
  })

  it('chainChanged to a chain neither has: wagmi follows the wallet, Kit marks it unsupported', async () => {
    const { kit, config, provider } = await connectedMockWallet()
    provider.chainId = 5
    provider.emit('chainChanged', '0x5')
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: 5, chain: undefined })
    expect(kit.stores.chains.namespaces.eip155?.network.unsupported).toBe(true)
  })

  it('an empty accounts list disconnects both', async () => {
    const { kit, config, provider } = await connectedMockWallet()
    provider.emit('accountsChanged', [])
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    expect(kit.stores.connection.status).toBe('disconnected')
  })

  it('events of a wallet other than the connected one change nothing', async () => {
    const { kit, config } = await connectedMockWallet()
    const stranger = createMockProvider()
    addWallet('Stranger', stranger)
    await findConnectorId(kit, 'Stranger')
    stranger.emit('accountsChanged', [other])
    stranger.emit('disconnect', { code: 4900, message: 'gone' })
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: 1 })
    expect(getAccount(config).address).not.toBe(other)
  })
})

describe('a wallet declining', () => {
  it('wagmi’s switchChain declined in the wallet rejects as viem’s rejection does; nothing moves', async () => {
    const { kit, config, provider } = await connectedMockWallet()
    provider.handle('wallet_switchEthereumChain', () => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await expect(switchChain(config, { chainId: 10 })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(getAccount(config).chainId).toBe(1)
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.id).toBe(1)
  })
})

describe('connections start in the modal', () => {
  it('wagmi’s own connect through Kit’s connector, with nothing connected, rejects typed', async () => {
    const { config } = await createWagmiKit({ networks })
    const [connector] = config.connectors
    if (!connector) throw new Error('No connector')
    await expect(connect(config, { connector })).rejects.toBeInstanceOf(NotConnectedThroughKitError)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('wagmi’s reconnect with nothing to restore leaves wagmi disconnected', async () => {
    const { config } = await createWagmiKit({ networks })
    await reconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('a second wallet connected in Kit replaces the first in wagmi', async () => {
    const { kit, config } = await connectedMockWallet()
    const second = createMockProvider()
    second.accounts = [other]
    addWallet('Second', second)
    await kitConnect(kit, { connectorId: await findConnectorId(kit, 'Second') })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: other })
    expect(getAccount(config).connector?.name).toBe('Second')
    const client = await getConnectorClient(config)
    await client.request({ method: 'eth_accounts' })
    expect(second.calls.map((c) => c.method)).toContain('eth_accounts')
  })
})
