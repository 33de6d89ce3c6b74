import {
  createMemoryStorage,
  createMockAdapter,
  type MemoryStorage,
  type MockAdapter,
} from '@kit/test-fixtures'
import { onTestFinished, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { createKit } from '../createKit.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { KitEvent } from '../types/events.js'
import type { Kit } from '../types/kit.js'
import type { KitOptions } from '../types/options.js'

/** The account the mock wallet answers with in core's tests. */
export const testAddress = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'

/** A value as core stores it (version 1 envelope). */
export const storedRecord = (value: unknown) => JSON.stringify({ v: 1, d: value })

export type CreateMockKitParameters = Partial<Omit<KitOptions, 'adapters' | 'storage'>> & {
  adapter?: MockAdapter
  storage?: MemoryStorage
}

/**
 * A kit over one mock adapter, on mainnet and Optimism unless `networks` are given, with memory
 * storage and a project id; destroyed when the test ends. Not awaited: `kit.ready` is the caller's.
 */
export function createMockKit({
  adapter = createMockAdapter(),
  storage = createMemoryStorage(),
  ...options
}: CreateMockKitParameters = {}) {
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage,
    projectId: 'test-project',
    ...options,
  })
  onTestFinished(() => kit.destroy())
  return { kit, adapter, storage }
}

/** Connects the mock wallet, then lets the balance fetch that connecting starts settle. */
export async function connectMockWallet(kit: Kit) {
  await connect(kit, { connectorId: 'io.mock' })
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/** Silences `console.warn` for the running test; returns the spy to check what was warned. */
export function silenceWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => warn.mockRestore())
  return warn
}

/** The analytics events `kit` emits from now on. */
export function recordEvents(kit: Kit) {
  const events: KitEvent[] = []
  kit.emitter.on('event', (event) => events.push(event))
  return events
}
