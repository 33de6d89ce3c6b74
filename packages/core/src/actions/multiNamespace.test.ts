// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter, testSolanaNetwork } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.js'
import { AdapterNotFoundError } from '../errors/adapter.js'
import { InvalidOptionsError } from '../errors/network.js'
import { mainnet, optimism, polygon } from '../networks/evmNetworks.js'
import { solanaDevnet } from '../networks/solanaNetworks.js'
import { storedRecord as record, testAddress } from '../test/createMockKit.js'
import type { CaipNetwork } from '../types/network.js'
import { addNetwork } from './addNetwork.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnectors } from './getConnectors.js'
import { getNetwork } from './getNetwork.js'
import { getWalletSections } from './getWalletSections.js'
import { removeAdapter } from './removeAdapter.js'
import { removeNetwork } from './removeNetwork.js'
import { switchNetwork } from './switchNetwork.js'

const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solanaDev = solanaDevnet as CaipNetwork

/** An app on two EVM networks and two Solana ones, each namespace with its own mock wallet. */
async function setup({ networks }: { networks?: [CaipNetwork, ...CaipNetwork[]] } = {}) {
  const evm = createMockAdapter({
    connect: { address: testAddress, chainId: 1 },
    // Takes part in WalletConnect, so the list has its row.
    walletConnect: { connect: () => ({ address: testAddress, chainId: 1 }) },
  })
  const sol = createMockAdapter({
    namespace: 'solana',
    connectors: [{ id: 'io.mock', type: 'ANNOUNCED', name: 'Mock Wallet', chain: 'solana' }],
    connect: { address: solanaAddress, chainId: testSolanaNetwork.id },
    getBalance: { balance: '2', symbol: 'SOL' },
  })
  const storage = createMemoryStorage()
  const kit = createKit({
    networks: networks ?? [mainnet, optimism, testSolanaNetwork, solanaDev],
    adapters: [evm, sol],
    storage,
    projectId: 'test-project',
    features: { analytics: false },
  })
  await kit.ready
  return { kit, evm, sol, storage, destroy: () => kit.destroy() }
}

describe('several namespaces', () => {
  it('connects the connector of the namespace asked for when two report the same id', async () => {
    const { kit, evm, sol, destroy } = await setup()
    expect(
      getConnectors(kit)
        .filter((c) => c.id === 'io.mock')
        .map((c) => c.chain),
    ).toEqual(['eip155', 'solana'])
    await connect(kit, { connectorId: 'io.mock', namespace: 'solana' })
    expect(sol.calls.connect).toHaveLength(1)
    expect(evm.calls.connect).toHaveLength(0)
    expect(getAccount(kit)?.address).toBe(solanaAddress)
    expect(kit.stores.chains.activeNamespace).toBe('solana')
    destroy()
  })

  it("switching to a connected namespace's network makes it active without asking its wallet again", async () => {
    const { kit, evm, sol, storage, destroy } = await setup()
    await connect(kit, { connectorId: 'io.mock', namespace: 'solana' })
    await connect(kit, { connectorId: 'io.mock', namespace: 'eip155' })
    expect(kit.stores.chains.activeNamespace).toBe('eip155')
    await switchNetwork(kit, { network: testSolanaNetwork })
    expect(kit.stores.chains.activeNamespace).toBe('solana')
    expect(sol.calls.switchNetwork).toHaveLength(0)
    expect(getAccount(kit)?.address).toBe(solanaAddress)
    expect(storage.values.get('@kit/active_namespace')).toBe(record('solana'))
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(
      record(testSolanaNetwork.caipNetworkId),
    )
    // Another network of that namespace asks its wallet, not the EVM one.
    await switchNetwork(kit, { network: solanaDev })
    expect(sol.calls.switchNetwork.map((c) => c.network.caipNetworkId)).toEqual([
      solanaDev.caipNetworkId,
    ])
    expect(evm.calls.switchNetwork).toHaveLength(0)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe(solanaDev.caipNetworkId)
    expect(getAccount(kit, { namespace: 'eip155' })?.address).toBe(testAddress)
    destroy()
  })

  it('switching to a namespace with no wallet makes it active with no account; the other stays connected', async () => {
    const { kit, evm, storage, destroy } = await setup()
    await connect(kit, { connectorId: 'io.mock', namespace: 'eip155' })
    await switchNetwork(kit, { network: testSolanaNetwork })
    expect(kit.stores.chains.activeNamespace).toBe('solana')
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getAccount(kit, { namespace: 'eip155' })?.address).toBe(testAddress)
    expect(evm.calls.switchNetwork).toHaveLength(0)
    expect(storage.values.get('@kit/active_namespace')).toBe(record('solana'))
    expect(storage.values.get('@kit/connected_namespaces')).toBe(record(['eip155']))
    destroy()
  })

  it('keeps the preferred account type per namespace (SPEC §3), through a disconnect', async () => {
    const { kit, destroy } = await setup()
    const preferred = () => ({
      eip155: getAccount(kit, { namespace: 'eip155' })?.preferredAccountType,
      solana: getAccount(kit, { namespace: 'solana' })?.preferredAccountType,
    })
    expect(preferred()).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    kit.stores.chains.namespaces.solana!.account.preferredAccountType = 'smartAccount'
    await connect(kit, { connectorId: 'io.mock', namespace: 'solana' })
    await disconnect(kit)
    expect(preferred()).toEqual({ eip155: 'smartAccount', solana: 'smartAccount' })
    destroy()
  })
})

describe('addNetwork and removeNetwork', () => {
  it('adds a network to its namespace once, and refuses another namespace or an unknown one', async () => {
    const { kit, destroy } = await setup()
    addNetwork(kit, { namespace: 'eip155', network: polygon })
    addNetwork(kit, { namespace: 'eip155', network: polygon })
    expect(getNetwork(kit)?.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:137',
    ])
    await switchNetwork(kit, { network: polygon })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:137')
    expect(() => addNetwork(kit, { namespace: 'solana', network: polygon })).toThrow(
      InvalidOptionsError,
    )
    expect(() => addNetwork(kit, { namespace: 'bip122', network: polygon })).toThrow(
      AdapterNotFoundError,
    )
    destroy()
  })

  it('removing the active network makes the first remaining one active', async () => {
    const { kit, storage, destroy } = await setup()
    await switchNetwork(kit, { network: optimism })
    removeNetwork(kit, { namespace: 'eip155', networkId: 10 })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getNetwork(kit)?.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1'])
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:1'))
    await expect(switchNetwork(kit, { network: optimism })).rejects.toThrow('Chain not configured.')
    // The namespace's last network: the first other namespace with one becomes active.
    removeNetwork(kit, { namespace: 'eip155', networkId: 1 })
    expect(kit.stores.chains.activeNamespace).toBe('solana')
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe(testSolanaNetwork.caipNetworkId)
    expect(storage.values.get('@kit/active_namespace')).toBe(record('solana'))
    removeNetwork(kit, { namespace: 'solana', networkId: 'no-such-id' })
    destroy()
  })

  it("removing a connected wallet's network leaves it on a network the app no longer asks for", async () => {
    const { kit, evm, destroy } = await setup()
    await connect(kit, { connectorId: 'io.mock', namespace: 'eip155' })
    removeNetwork(kit, { namespace: 'eip155', networkId: 1 })
    expect(getNetwork(kit)?.unsupported).toBe(true)
    expect(getAccount(kit)?.address).toBe(testAddress)
    expect(evm.calls.switchNetwork).toHaveLength(0)
    destroy()
  })

  it("tells the namespace's adapter each new list, and which network a re-added namespace is on", async () => {
    const { kit, evm, destroy } = await setup()
    const lists: string[][] = []
    const selected: string[] = []
    Object.assign(evm, {
      networksChanged: ({ networks }: { networks: readonly CaipNetwork[] }) =>
        lists.push(networks.map((n) => n.caipNetworkId)),
      selectNetwork: ({ network }: { network: CaipNetwork }) =>
        selected.push(network.caipNetworkId),
    })
    addNetwork(kit, { namespace: 'eip155', network: polygon })
    // Already there, or not there: nothing changed, nothing to tell.
    addNetwork(kit, { namespace: 'eip155', network: polygon })
    removeNetwork(kit, { namespace: 'eip155', networkId: 999 })
    removeNetwork(kit, { namespace: 'eip155', networkId: 10 })
    expect(lists).toEqual([
      ['eip155:1', 'eip155:10', 'eip155:137'],
      ['eip155:1', 'eip155:137'],
    ])
    removeNetwork(kit, { namespace: 'eip155', networkId: 1 })
    removeNetwork(kit, { namespace: 'eip155', networkId: 137 })
    expect(lists.at(-1)).toEqual([])
    selected.length = 0
    // The namespace had no network left: the one added is where it now is.
    addNetwork(kit, { namespace: 'eip155', network: optimism })
    expect(lists.at(-1)).toEqual(['eip155:10'])
    expect(selected).toEqual(['eip155:10'])
    destroy()
  })

  it("refuses to remove the app's last network", async () => {
    const { kit, destroy } = await setup({ networks: [mainnet] })
    expect(() => removeNetwork(kit, { namespace: 'eip155', networkId: 1 })).toThrow(
      InvalidOptionsError,
    )
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    destroy()
  })
})

describe('removeAdapter', () => {
  it('disconnects and drops the active namespace; the first remaining one becomes active', async () => {
    const { kit, sol, evm, storage, destroy } = await setup()
    await connect(kit, { connectorId: 'io.mock', namespace: 'eip155' })
    await connect(kit, { connectorId: 'io.mock', namespace: 'solana' })
    expect(await removeAdapter(kit, { namespace: 'solana' })).toBe(true)
    expect(sol.calls.disconnect).toHaveLength(1)
    expect(sol.context).toBeUndefined()
    expect(kit.adapters.solana).toBeUndefined()
    expect(kit.stores.chains.namespaces.solana).toBeUndefined()
    expect(getConnectors(kit).map((c) => c.chain)).not.toContain('solana')
    expect(kit.stores.chains.activeNamespace).toBe('eip155')
    expect(getAccount(kit)?.address).toBe(testAddress)
    expect(storage.values.get('@kit/active_namespace')).toBe(record('eip155'))
    expect(storage.values.get('@kit/connected_namespaces')).toBe(record(['eip155']))
    await expect(switchNetwork(kit, { network: testSolanaNetwork })).rejects.toThrow(
      'Chain not configured.',
    )
    expect(await removeAdapter(kit, { namespace: 'solana' })).toBe(false)
    await expect(removeAdapter(kit, { namespace: 'eip155' })).rejects.toThrow(InvalidOptionsError)
    expect(evm.context).toBeDefined()
    destroy()
  })
})

describe('the wallet list', () => {
  const rows = (kit: Parameters<typeof getWalletSections>[0], namespace?: 'eip155' | 'solana') =>
    getWalletSections(kit, { namespace }).flatMap(({ section, items }) =>
      items.map((item) =>
        item.kind === 'connector'
          ? `${section}:${item.connector.id}:${item.connector.connectors?.map((c) => c.chain).join('+') ?? item.connector.chain}`
          : `${section}:${item.kind}`,
      ),
    )

  it("shows every namespace's wallets, a wallet of two namespaces once, WalletConnect once", async () => {
    const { kit, destroy } = await setup()
    expect(rows(kit)).toEqual([
      'walletConnect:walletConnect:eip155',
      'injected:io.mock:eip155+solana',
    ])
    destroy()
  })

  it("after SwitchActiveChain, only the namespace's own wallets", async () => {
    const { kit, destroy } = await setup()
    expect(rows(kit, 'solana')).toEqual(['injected:io.mock:solana'])
    expect(rows(kit, 'eip155')).toEqual([
      'walletConnect:walletConnect:eip155',
      'injected:io.mock:eip155',
    ])
    destroy()
  })
})
