// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { KitOptions } from '../types/options.js'
import { warnUnappliedOptions } from './warnUnappliedOptions.js'

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
  const unapplied = () =>
    warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.includes('not applied'))
  return { kit, unapplied }
}

describe('warnUnappliedOptions', () => {
  it('warns once in development for each option Kit does not apply, naming it', () => {
    const { kit, unapplied } = setup({ enableCoinbase: true, features: { pay: true } })
    expect(unapplied()).toEqual([])
    warnUnappliedOptions(kit)
    warnUnappliedOptions(kit)
    expect(unapplied()).toEqual([
      '[kit] `enableCoinbase` is accepted but not applied: Kit has no Coinbase SDK connector',
      '[kit] `features.pay` is accepted but not applied: Kit has no Pay feature',
    ])
  })

  it('keeps two instances apart', () => {
    const first = setup({ disableAppend: true })
    const second = setup({ disableAppend: true })
    warnUnappliedOptions(first.kit)
    warnUnappliedOptions(second.kit)
    expect(second.unapplied()).toHaveLength(2)
  })

  it('stays silent in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { kit, unapplied } = setup({ enableCoinbase: true, features: { pay: true } })
    warnUnappliedOptions(kit)
    expect(unapplied()).toEqual([])
  })

  it('warns in production with debug', () => {
    vi.stubEnv('NODE_ENV', 'production')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { kit, unapplied } = setup({ disableAppend: true, debug: true })
    warnUnappliedOptions(kit)
    expect(unapplied()).toEqual([
      expect.stringContaining('`disableAppend` is accepted but not applied'),
    ])
  })
})
