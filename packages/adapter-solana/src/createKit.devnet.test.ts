import {
  connect,
  createKit,
  disconnect,
  fetchBalance,
  getAccount,
  getConnectors,
  sendTransaction,
  signMessage,
} from '@kit/core'
import { solana } from '@kit/core/modules/networks/solanaNetworks'
import { type StartSolanaRpcReturnType, solanaDevKeypairs, startSolanaRpc } from '@kit/devnet/node'
import { createMemoryStorage } from '@kit/test-fixtures'
import { Connection, Keypair } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { createTestWallet } from './test/createTestWallet.js'
import { registerWallets, withRpc } from './test/setupAdapter.js'

// Kit sets adapters up in a browser only; jsdom's typed arrays are of another realm than the
// web3.js the local RPC runs on, so this file keeps Node's globals and gives Kit a bare window.
vi.hoisted(() => {
  const page = Object.assign(new EventTarget(), { location: new URL('http://localhost:5173/') })
  Object.assign(globalThis, { window: page })
})

let rpc: StartSolanaRpcReturnType
const [, key] = solanaDevKeypairs()
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0, slotIntervalMs: 40 })
})
afterAll(() => rpc.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setup(storage = createMemoryStorage()) {
  const network = withRpc(solana, rpc.url)
  const kit = createKit({
    networks: [network],
    adapters: [createSolanaAdapter({ pollInterval: 40 })],
    storage,
    projectId: 'solana',
  })
  cleanups.push(() => kit.destroy())
  await kit.ready
  return { kit, network, storage }
}

describe('the Solana adapter in a Kit instance', () => {
  it('lists the wallet, connects, reads the balance, signs and sends through core’s actions', async () => {
    const wallet = createTestWallet({
      name: 'Kit Dev',
      keypairs: [key as Keypair],
      rpcUrl: rpc.url,
    })
    registerWallets(wallet)
    const { kit } = await setup()
    expect(getConnectors(kit).some((c) => c.id === 'Kit Dev' && c.chain === 'solana')).toBe(true)
    await connect(kit, { connectorId: 'Kit Dev' })
    const account = getAccount(kit, { namespace: 'solana' })
    expect(account?.address).toBe(key?.publicKey.toBase58())
    expect(account?.caipAddress).toBe(`${solana.caipNetworkId}:${key?.publicKey.toBase58()}`)
    await expect(fetchBalance(kit, { force: true })).resolves.toMatchObject({ symbol: 'SOL' })
    const signature = await signMessage(kit, { message: 'hello Kit' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const to = Keypair.generate().publicKey
    const sent = await sendTransaction(kit, { to: to.toBase58(), value: 3_000_000n })
    expect(sent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await new Connection(rpc.url, 'confirmed').getBalance(to)).toBe(3_000_000)
    await disconnect(kit, { namespace: 'solana' })
    expect(getAccount(kit, { namespace: 'solana' })?.address).toBeUndefined()
  })

  it('restores the stored connection without a prompt', async () => {
    const wallet = createTestWallet({ name: 'Kit Restore', keypairs: [key as Keypair] })
    registerWallets(wallet)
    const first = await setup()
    await connect(first.kit, { connectorId: 'Kit Restore' })
    await vi.waitFor(() =>
      expect(getAccount(first.kit, { namespace: 'solana' })?.balanceLoading).toBe(false),
    )
    const prompts = wallet.requests.length
    first.kit.destroy()
    // The instance restores the stored connection before it is ready.
    const { kit } = await setup(first.storage)
    expect(getAccount(kit, { namespace: 'solana' })?.address).toBe(key?.publicKey.toBase58())
    expect(wallet.requests.length).toBe(prompts)
    // The balance the restored account reads lands before the node stops.
    await vi.waitFor(() =>
      expect(getAccount(kit, { namespace: 'solana' })?.balanceLoading).toBe(false),
    )
  })
})
