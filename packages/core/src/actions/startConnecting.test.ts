// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import { createMockKit } from '../test/createMockKit.js'
import { getConnectors } from './getConnectors.js'
import { goBack } from './goBack.js'
import { openModal } from './openModal.js'
import { startConnecting } from './startConnecting.js'

async function setup() {
  const { kit, adapter } = createMockKit({ networks: [mainnet] })
  await kit.ready
  openModal(kit)
  const connector = getConnectors(kit).find((c) => c.id === 'io.mock')
  if (!connector) throw new Error('The mock wallet was not announced')
  return { kit, adapter, connector }
}

describe('item 10: startConnecting', () => {
  it('asks the wallet at once and shows the attempt; success closes the modal', async () => {
    const { kit, adapter, connector } = await setup()
    const pending = adapter.defer('connect')
    const started = startConnecting(kit, { connector })
    expect(adapter.calls.connect).toHaveLength(1)
    expect(kit.stores.router.view).toBe('ConnectingExternal')
    expect(kit.stores.router.data?.connector?.id).toBe('io.mock')
    // A second click while the wallet is asked starts nothing new.
    void startConnecting(kit, { connector })
    expect(adapter.calls.connect).toHaveLength(1)
    expect(kit.stores.router.history).toEqual(['Connect', 'ConnectingExternal'])
    pending.resolve({ address: '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', chainId: 1 })
    await started
    expect(kit.stores.modal.open).toBe(false)
  })

  it('a failure stays in the connection state for the view, shakes, and never rejects', async () => {
    const { kit, adapter, connector } = await setup()
    adapter.next('connect', new UserRejectedRequestError())
    await expect(startConnecting(kit, { connector })).resolves.toBeUndefined()
    expect(kit.stores.connection.pendingConnectorId).toBe('io.mock')
    expect(kit.stores.connection.error?.rejected).toBe(true)
    expect(kit.stores.modal.shake).toBe(true)
    expect(kit.stores.modal.open).toBe(true)
  })

  it('a success after the visitor went back leaves the modal open on the view they chose', async () => {
    const { kit, adapter, connector } = await setup()
    const pending = adapter.defer('connect')
    const started = startConnecting(kit, { connector })
    goBack(kit)
    pending.resolve({ address: '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', chainId: 1 })
    await started
    expect(kit.stores.modal.open).toBe(true)
  })
})
