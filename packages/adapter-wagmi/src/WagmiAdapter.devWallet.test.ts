import {
  connect as kitConnect,
  disconnect as kitDisconnect,
  switchNetwork as kitSwitch,
} from '@kit/core'
import { installMulticall3, type StartAnvilReturnType, startAnvil } from '@kit/devnet/node'
import { type CreateDevWalletReturnType, createDevWallet } from '@kit/devnet/wallet'
import {
  disconnect,
  estimateGas,
  getAccount,
  getBalance,
  readContract,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { parseAbi, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import {
  createWagmiKit,
  findConnectorId,
  localMainnet,
  unreachableOptimism,
} from './test/createWagmiKit.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: 0 })
  // As on Ethereum: chain 1 gets viem's mainnet contracts, and wagmi batches reads via multicall3.
  await installMulticall3({ rpcUrl: anvil.rpcUrl, chainId: 1 })
})
afterAll(() => anvil?.stop())
beforeEach(() => localStorage.clear())

const receiver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** Answers 42 to any call (runtime `PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN`). */
const answerInitCode = '0x600a600c600039600a6000f3602a60005260206000f3'
const answerAbi = parseAbi(['function answer() view returns (uint256)'])

function createWallet(): CreateDevWalletReturnType {
  const wallet = createDevWallet({
    panel: false,
    name: 'Dev Wallet',
    rdns: 'org.example.devwallet',
    chains: [
      { chainId: 1, name: 'Ethereum', symbol: 'ETH', rpcUrl: anvil.rpcUrl },
      { chainId: 10, name: 'OP Mainnet', symbol: 'ETH' },
    ],
    defaultChainId: 1,
    autoApprove: true,
  })
  onTestFinished(() => wallet.destroy())
  return wallet
}

async function connectedKit() {
  const wallet = createWallet()
  const setup = await createWagmiKit({
    networks: [localMainnet(anvil.rpcUrl), unreachableOptimism],
  })
  await kitConnect(setup.kit, { connectorId: await findConnectorId(setup.kit, 'Dev Wallet') })
  return { ...setup, wallet }
}

const kitAccount = (kit: Awaited<ReturnType<typeof createWagmiKit>>['kit']) =>
  kit.stores.chains.namespaces.eip155?.account
const kitNetworkId = (kit: Awaited<ReturnType<typeof createWagmiKit>>['kit']) =>
  kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId

describe('Kit → wagmi', () => {
  it('a wallet connected in Kit is wagmi’s account: address, chain, connector', async () => {
    const { config, wallet } = await connectedKit()
    const account = getAccount(config)
    expect(account.status).toBe('connected')
    expect(account.address).toBe(wallet.address)
    expect(account.chainId).toBe(1)
    expect(account.connector).toMatchObject({ name: 'Dev Wallet', type: 'injected' })
  })

  it('wagmi’s signMessage is signed by the wallet, and viem verifies it', async () => {
    const { config, wallet } = await connectedKit()
    const signature = await signMessage(config, { message: 'Hello from wagmi' })
    expect(
      await verifyMessage({ address: wallet.address, message: 'Hello from wagmi', signature }),
    ).toBe(true)
    expect(
      await verifyMessage({ address: wallet.address, message: 'Something else', signature }),
    ).toBe(false)
  })

  it('wagmi’s sendTransaction goes through the wallet and lands on the chain', async () => {
    const { config } = await connectedKit()
    const before = await getBalance(config, { address: receiver })
    const gas = await estimateGas(config, { to: receiver, value: parseEther('0.01') })
    expect(gas).toBe(21_000n)
    const hash = await sendTransaction(config, { to: receiver, value: parseEther('0.01') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect((await getBalance(config, { address: receiver })).value).toBe(
      before.value + parseEther('0.01'),
    )
  })

  it('wagmi reads and writes contracts through its transports and the wallet', async () => {
    const { config, wallet } = await connectedKit()
    const deployHash = await sendTransaction(config, { data: answerInitCode, to: null })
    const { contractAddress } = await waitForTransactionReceipt(config, { hash: deployHash })
    if (!contractAddress) throw new Error('No contract deployed')
    expect(
      await readContract(config, {
        address: contractAddress,
        abi: answerAbi,
        functionName: 'answer',
      }),
    ).toBe(42n)
    const hash = await writeContract(config, {
      address: contractAddress,
      abi: answerAbi,
      functionName: 'answer',
    })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase() })
  })

  it('a chain switched in the wallet moves wagmi and Kit', async () => {
    const { kit, config, wallet } = await connectedKit()
    wallet.switchChain(10)
    await expect.poll(() => getAccount(config).chainId).toBe(10)
    expect(kitNetworkId(kit)).toBe('eip155:10')
  })

  it('the wallet ending the connection disconnects Kit and wagmi', async () => {
    const { kit, config, wallet } = await connectedKit()
    wallet.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    expect(kitAccount(kit)?.address).toBeUndefined()
  })

  it('Kit’s disconnect disconnects wagmi', async () => {
    const { kit, config } = await connectedKit()
    await kitDisconnect(kit)
    expect(getAccount(config).status).toBe('disconnected')
    expect(getAccount(config).address).toBeUndefined()
  })

  it('Kit’s switchNetwork moves wagmi’s chain', async () => {
    const { kit, config } = await connectedKit()
    await kitSwitch(kit, { network: unreachableOptimism })
    expect(getAccount(config).chainId).toBe(10)
    expect(config.state.chainId).toBe(10)
  })

  it('a reload restores Kit’s connection and wagmi’s, also through wagmi’s own reconnect', async () => {
    const wallet = createWallet()
    const first = await createWagmiKit({
      networks: [localMainnet(anvil.rpcUrl), unreachableOptimism],
    })
    await kitConnect(first.kit, { connectorId: await findConnectorId(first.kit, 'Dev Wallet') })
    first.kit.destroy()

    // The page again: a new instance and adapter over the same storage, then WagmiProvider's mount.
    const second = await createWagmiKit({
      networks: [localMainnet(anvil.rpcUrl), unreachableOptimism],
      storage: first.storage,
    })
    expect(kitAccount(second.kit)?.address).toBe(wallet.address)
    expect(getAccount(second.config)).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    await reconnect(second.config)
    expect(getAccount(second.config)).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(await signMessage(second.config, { message: 'again' })).toMatch(/^0x[0-9a-f]{130}$/)
  })
})

describe('wagmi → Kit', () => {
  it('wagmi’s disconnect disconnects Kit: the modal’s state shows it', async () => {
    const { kit, config } = await connectedKit()
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(kitAccount(kit)?.address).toBeUndefined()
    expect(kit.stores.connection.status).toBe('disconnected')
    // Ended by Kit's own disconnect action, as the app's would be.
    expect(kit.stores.events.data).toMatchObject({ event: 'DISCONNECT_SUCCESS' })
  })

  it('wagmi’s switchChain switches the wallet and Kit’s network', async () => {
    const { kit, config, wallet } = await connectedKit()
    const chain = await switchChain(config, { chainId: 10 })
    expect(chain.id).toBe(10)
    expect(wallet.getState().chainId).toBe(10)
    expect(kitNetworkId(kit)).toBe('eip155:10')
    expect(getAccount(config).chainId).toBe(10)
    expect(kit.stores.events.data).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:10' },
    })
  })

  it('wagmi’s switchChain to a chain Kit lacks rejects, and nothing moves', async () => {
    const { kit, config } = await connectedKit()
    await expect(switchChain(config, { chainId: 137 as never })).rejects.toThrow(
      'Chain not configured',
    )
    expect(kitNetworkId(kit)).toBe('eip155:1')
    expect(getAccount(config).chainId).toBe(1)
  })

  it('Kit’s switchNetwork while nothing is connected moves wagmi’s chain, once', async () => {
    const { kit, config } = await createWagmiKit({
      networks: [localMainnet(anvil.rpcUrl), unreachableOptimism],
    })
    const events: unknown[] = []
    kit.emitter.on('event', (event) => events.push(event))
    await kitSwitch(kit, { network: unreachableOptimism })
    expect(config.state.chainId).toBe(10)
    expect(kitNetworkId(kit)).toBe('eip155:10')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events.filter((e) => (e as { event?: string }).event === 'SWITCH_NETWORK')).toHaveLength(
      1,
    )
  })

  it('wagmi’s switchChain while nothing is connected moves Kit’s network', async () => {
    const { kit, config } = await createWagmiKit({
      networks: [localMainnet(anvil.rpcUrl), unreachableOptimism],
    })
    await switchChain(config, { chainId: 10 })
    await expect.poll(() => kitNetworkId(kit)).toBe('eip155:10')
  })
})
