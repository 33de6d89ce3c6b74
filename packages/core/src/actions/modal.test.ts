// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { KitEvent } from '../types/events.js'
import type { KitOptions } from '../types/options.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { setModalLoading } from './setModalLoading.js'
import { shakeModal } from './shakeModal.js'
import { getState } from './state.js'

afterEach(() => {
  vi.useRealTimers()
})

function setup(options: Partial<KitOptions> = {}) {
  const adapter = createMockAdapter()
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    ...options,
  })
  onTestFinished(() => kit.destroy())
  const events: KitEvent[] = []
  kit.emitter.on('event', (event) => events.push(event))
  return { kit, adapter, events }
}

async function connectedSetup(options: Partial<KitOptions> = {}) {
  const context = setup(options)
  await context.kit.ready
  await connect(context.kit, { connectorId: 'io.mock' })
  context.events.length = 0
  return context
}

describe('openModal', () => {
  it('opens at Connect when nothing is connected, and reports MODAL_OPEN', () => {
    const { kit, events } = setup()
    openModal(kit)
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'router')).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
    expect(events).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ])
  })

  it('opens at Account when an address is connected', async () => {
    const { kit, events } = await connectedSetup()
    openModal(kit)
    expect(getState(kit, 'router').view).toBe('Account')
    expect(events).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: true } },
    ])
  })

  it('opens at the requested view, connected or not', async () => {
    const { kit } = await connectedSetup()
    openModal(kit, { view: 'Networks' })
    expect(getState(kit, 'router')).toMatchObject({ view: 'Networks', history: ['Networks'] })
  })

  it('switches view without a second MODAL_OPEN when already open', () => {
    const { kit, events } = setup()
    openModal(kit)
    openModal(kit, { view: 'AllWallets' })
    expect(getState(kit, 'router').view).toBe('AllWallets')
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN'])
  })
})

describe('closeModal', () => {
  it('closes and reports MODAL_CLOSE', () => {
    const { kit, events } = setup()
    openModal(kit)
    closeModal(kit)
    expect(getState(kit, 'modal').open).toBe(false)
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('leaves the router on the view the next open shows, with no history', async () => {
    const { kit } = await connectedSetup()
    openModal(kit, { view: 'ConnectingExternal' })
    closeModal(kit)
    expect(getState(kit, 'router').view).toBe('Account')
    expect(getState(kit, 'router').history).toEqual(['Account'])
    const disconnected = setup().kit
    openModal(disconnected, { view: 'Networks' })
    closeModal(disconnected)
    expect(getState(disconnected, 'router').view).toBe('Connect')
  })

  it('does nothing when already closed', () => {
    const { kit, events } = setup()
    closeModal(kit)
    expect(events).toEqual([])
  })

  it('in embedded mode stays open and shows Connect when nothing is connected', () => {
    const { kit } = setup({ enableEmbedded: true })
    expect(getState(kit, 'modal').embedded).toBe(true)
    openModal(kit, { view: 'AllWallets' })
    closeModal(kit)
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'router')).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('in embedded mode stays open and shows Account when connected', async () => {
    const { kit } = await connectedSetup({ enableEmbedded: true })
    openModal(kit, { view: 'Networks' })
    closeModal(kit)
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'router')).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})

describe('shakeModal', () => {
  it('sets the shake flag for exactly 500 ms', () => {
    vi.useFakeTimers()
    const { kit } = setup()
    shakeModal(kit)
    expect(getState(kit, 'modal').shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(getState(kit, 'modal').shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(getState(kit, 'modal').shake).toBe(false)
  })

  it('restarts the 500 ms on a second shake', () => {
    vi.useFakeTimers()
    const { kit } = setup()
    shakeModal(kit)
    vi.advanceTimersByTime(400)
    shakeModal(kit)
    vi.advanceTimersByTime(400)
    expect(getState(kit, 'modal').shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(getState(kit, 'modal').shake).toBe(false)
  })
})

it('setModalLoading sets the loading flag', () => {
  const { kit } = setup()
  setModalLoading(kit, { loading: true })
  expect(getState(kit, 'modal').loading).toBe(true)
  setModalLoading(kit, { loading: false })
  expect(getState(kit, 'modal').loading).toBe(false)
})
