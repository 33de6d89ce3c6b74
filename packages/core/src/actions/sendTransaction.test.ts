// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter, testSolanaNetwork } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../createKit.js'
import { NoActiveAddressError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { testAddress } from '../test/createMockKit.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { sendTransaction } from './sendTransaction.js'

const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const recipient = 'GdnSyH3YtwcxFvQrVVJMm1JhTS4QVX7MFsX56uJLUfiZ'

/** An app with an EVM and a Solana mock wallet; only the EVM one is connected at first. */
async function setup() {
  const evm = createMockAdapter({ connect: { address: testAddress, chainId: 1 } })
  const sol = createMockAdapter({
    namespace: 'solana',
    connectors: [{ id: 'io.mock', type: 'ANNOUNCED', name: 'Mock Wallet', chain: 'solana' }],
    connect: { address: solanaAddress, chainId: testSolanaNetwork.id },
    sendTransaction: '5'.repeat(88),
  })
  const kit = createKit({
    networks: [mainnet, testSolanaNetwork],
    adapters: [evm, sol],
    storage: createMemoryStorage(),
    projectId: 'test-project',
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  await connect(kit, { connectorId: 'io.mock', namespace: 'eip155' })
  return { kit, evm, sol }
}

describe('sendTransaction', () => {
  it("sends from the active namespace's account by default", async () => {
    const { kit, evm, sol } = await setup()
    await sendTransaction(kit, { to: testAddress, value: 1n })
    expect(evm.calls.sendTransaction[0]).toMatchObject({ from: testAddress, network: mainnet })
    expect(sol.calls.sendTransaction).toEqual([])
  })

  it("with namespace, sends from that namespace's account on its network, token included", async () => {
    const { kit, evm, sol } = await setup()
    await expect(
      sendTransaction(kit, { namespace: 'solana', to: recipient, value: 5n }),
    ).rejects.toThrow(NoActiveAddressError)
    await connect(kit, { connectorId: 'io.mock', namespace: 'solana' })
    const token = { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' }
    await expect(
      sendTransaction(kit, { namespace: 'solana', to: recipient, value: 5n, token }),
    ).resolves.toBe('5'.repeat(88))
    expect(sol.calls.sendTransaction[0]).toEqual({
      connectorId: 'io.mock',
      network: expect.objectContaining({ caipNetworkId: testSolanaNetwork.caipNetworkId }),
      from: solanaAddress,
      to: recipient,
      value: 5n,
      token,
    })
    expect(evm.calls.sendTransaction).toEqual([])
  })

  it('goes to Account once sent, or with keepView stays on the view and passes nothing on', async () => {
    const { kit, evm } = await setup()
    openModal(kit, { view: 'Account' })
    pushView(kit, { view: 'SwapPreview' })
    await sendTransaction(kit, { to: testAddress, value: 0n, data: '0x095e', keepView: true })
    expect(kit.stores.router.view).toBe('SwapPreview')
    expect(evm.calls.sendTransaction[0]).not.toHaveProperty('keepView')
    await sendTransaction(kit, { to: testAddress, value: 0n, data: '0x38ed' })
    expect(kit.stores.router).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})
