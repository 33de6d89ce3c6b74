// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from './createKit.js'
import { mainnet } from './networks/evmNetworks.js'
import type { KitOptions } from './types/options.js'

function setup(options: Partial<KitOptions>) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => warn.mockRestore())
  const kit = createKit({
    networks: [mainnet],
    adapters: [createMockAdapter({})],
    projectId: 'test-project',
    storage: createMemoryStorage(),
    autoReconnect: false,
    ...options,
  })
  onTestFinished(() => kit.destroy())
  return { kit, warn }
}

const unapplied = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls
    .map(([message]) => String(message))
    .filter((message) => message.includes('not applied'))

describe('createKit: AppKit options Kit does not apply', () => {
  it('warns once in development for each, naming it', async () => {
    const { kit, warn } = setup({ enableCoinbase: true, features: { pay: true } })
    await vi.waitFor(() => expect(unapplied(warn)).toHaveLength(2))
    expect(unapplied(warn)).toEqual([
      '[kit] `enableCoinbase` is accepted but not applied: Kit has no Coinbase SDK connector',
      '[kit] `features.pay` is accepted but not applied: Kit has no Pay feature',
    ])
    // Opening the modal, or anything later, does not warn again.
    kit.stores.modal.open = true
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unapplied(warn)).toHaveLength(2)
  })

  it('stays silent in production', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { warn } = setup({ enableCoinbase: true, features: { pay: true } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unapplied(warn)).toEqual([])
  })

  it('warns in production with debug', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { warn } = setup({ disableAppend: true, debug: true })
    await vi.waitFor(() =>
      expect(unapplied(warn)).toEqual([
        expect.stringContaining('`disableAppend` is accepted but not applied'),
      ]),
    )
  })
})
