// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from './createKit.js'
import { mainnet } from './networks/evmNetworks.js'
import type { KitOptions } from './types/options.js'

const metadata = (url: string) => ({ name: 'App', description: 'App', url, icons: [] })

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

describe('createKit: metadata.url against the page origin (S24)', () => {
  it('S24: a mismatch warns in development and is an event the app can observe', async () => {
    const { kit, warn } = setup({ metadata: metadata('https://app.example') })
    expect(kit.stores.events.data).toEqual({
      type: 'track',
      event: 'METADATA_URL_MISMATCH',
      properties: { metadataUrl: 'https://app.example', pageOrigin: location.origin },
    })
    // The warning loads with import() after start, only on a mismatch.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `metadata.url (https://app.example) does not match the page origin (${location.origin})`,
      ),
    )
  })

  it('S24: in production the mismatch is still an event, without the console warning', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { kit, warn } = setup({ metadata: metadata('https://app.example') })
    expect(kit.stores.events.data.event).toBe('METADATA_URL_MISMATCH')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('metadata.url'))
  })

  it('S24: the debug option warns in production too', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    const { warn } = setup({ metadata: metadata('https://app.example'), debug: true })
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('metadata.url')),
    )
  })

  it('S24: a matching metadata.url passes quietly', async () => {
    const { kit, warn } = setup({ metadata: metadata(`${location.origin}/`) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(kit.stores.events.data.event).toBe('MODAL_CREATED')
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('metadata.url'))
  })
})
