// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { KitOptions } from '../types/options.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { getState } from './state.js'
import { switchNetwork } from './switchNetwork.js'
import { trackEvent } from './trackEvent.js'

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'

type Captured = { url: URL; method: string; body: string | undefined }

function createFetch(config: { status: number; body: unknown }) {
  const requests: Captured[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
    })
    if (url.pathname === '/getAnalyticsConfig')
      return new Response(JSON.stringify(config.body), { status: config.status })
    return new Response('{}', { status: 200 })
  }) as typeof fetch
  return { fetchFn, requests }
}

async function setup(
  options: Partial<KitOptions> = {},
  config: { status: number; body: unknown } = { status: 200, body: { isAnalyticsEnabled: true } },
) {
  const { fetchFn, requests } = createFetch(config)
  const adapter = createMockAdapter({
    connect: { address, chainId: 1 },
    // Wallet names are untrusted input; this one looks like personal data.
    connectors: [{ id: 'io.mock', type: 'ANNOUNCED', name: 'alice@example.com', chain: 'eip155' }],
  })
  const kit = createKit({
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    serviceUrls: { analytics: 'https://pulse.example' },
    fetch: fetchFn,
    ...options,
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  const posted = () => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/e')
  return { kit, requests, posted }
}

async function generateTraffic(kit: Awaited<ReturnType<typeof setup>>['kit']) {
  openModal(kit)
  await connect(kit, { connectorId: 'io.mock' })
  await switchNetwork(kit, { network: mainnet })
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('analytics', () => {
  it.each([
    ['without the option', {}],
    ['with other features set', { features: { swaps: false } }],
    ['when turned off', { features: { analytics: false } }],
  ])('sends nothing %s', async (_, options) => {
    const { kit, requests } = await setup(options)
    await generateTraffic(kit)
    await flush()
    // The account's data comes from the blockchain API; nothing may reach the analytics service.
    expect(requests.filter((r) => r.url.origin === 'https://pulse.example')).toEqual([])
  })

  it('when turned on and allowed, posts each event with personal data stripped (S19)', async () => {
    const { kit, requests, posted } = await setup({ features: { analytics: true } })
    await generateTraffic(kit)
    trackEvent(kit, {
      event: 'CLICK_COPY_ADDRESS',
      properties: {
        email: 'bob@mail.example.org',
        uri: 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
        signature: `0x${'5e'.repeat(65)}`,
        hash: 'b'.repeat(64),
        address,
        caipAddress: `eip155:1:${address}`,
        page: 'https://app.example/swap?token=secret#frag',
        view: 'Account',
      },
    })
    await vi.waitFor(() => expect(posted()).toHaveLength(6))

    const configCalls = requests.filter((r) => r.url.pathname === '/getAnalyticsConfig')
    expect(configCalls).toHaveLength(1)
    expect(configCalls[0]?.url.origin).toBe('https://pulse.example')
    expect(configCalls[0]?.url.searchParams.get('projectId')).toBe('test-project')

    for (const request of posted()) {
      expect(request.url.origin).toBe('https://pulse.example')
      expect(request.url.searchParams.get('projectId')).toBe('test-project')
      expect(request.url.searchParams.get('st')).toBe('appkit')
    }
    const bodies = posted().map((r) => JSON.parse(r.body ?? 'null'))
    expect(bodies.map((b) => b.props.event)).toEqual([
      'MODAL_CREATED',
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'CLICK_COPY_ADDRESS',
    ])
    expect(bodies[1]).toMatchObject({
      url: 'http://localhost:3000',
      domain: 'localhost',
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(bodies[2].props.properties).toEqual({ platform: 'browser' })
    expect(bodies[3].props.properties).toEqual({ method: 'browser' })
    // CLICK_COPY_ADDRESS lists no property keys, so even the harmless `view` is dropped (S19).
    expect(bodies[5].props.properties).toEqual({})

    const everything = posted()
      .map((r) => r.body)
      .join('\n')
    expect(everything).not.toMatch(/[^\s@"]+@[^\s@"]+\.[^\s@"]+/)
    expect(everything).not.toMatch(/wc:/i)
    expect(everything).not.toMatch(/symKey/i)
    expect(everything).not.toMatch(/[0-9a-f]{64}/i)
    expect(everything).not.toMatch(/0x[0-9a-f]{40}/i)
    expect(everything).not.toMatch(/[?#]/)
  })

  it('sends nothing when the service config says analytics is off', async () => {
    const { kit, requests, posted } = await setup(
      { features: { analytics: true } },
      { status: 200, body: { isAnalyticsEnabled: false } },
    )
    await generateTraffic(kit)
    await flush()
    expect(posted()).toEqual([])
    expect(requests.filter((r) => r.url.pathname === '/getAnalyticsConfig')).toHaveLength(1)
  })

  it('shows Invalid App Configuration when the config answers 403', async () => {
    const { kit, posted } = await setup(
      { features: { analytics: true } },
      { status: 403, body: { reasons: [{ description: 'Origin not allowed' }] } },
    )
    openModal(kit)
    // A 403 is retried with backoff (SPEC §9) before it counts as the origin being refused.
    await vi.waitFor(
      () => expect(getState(kit, 'alerts').alert?.title).toBe('Invalid App Configuration'),
      { timeout: 5_000 },
    )
    expect(getState(kit, 'alerts').alert?.id).toBe('INVALID_APP_CONFIGURATION')
    await flush()
    expect(posted()).toEqual([])
  })

  it("keeps AppKit's reportedErrors: FORBIDDEN once the origin is refused, alerted once", async () => {
    const { kit } = await setup(
      { features: { analytics: true } },
      { status: 403, body: { reasons: [{ description: 'Origin not allowed' }] } },
    )
    expect(getState(kit, 'events').reportedErrors).toEqual({})
    openModal(kit)
    await vi.waitFor(() => expect(getState(kit, 'events').reportedErrors.FORBIDDEN).toBe(true), {
      timeout: 5_000,
    })
    expect(getState(kit, 'alerts').alert?.id).toBe('INVALID_APP_CONFIGURATION')
  })

  it('reports FORBIDDEN as false once the service took an event', async () => {
    const { kit, posted } = await setup({ features: { analytics: true } })
    openModal(kit)
    await vi.waitFor(() => expect(posted()).not.toEqual([]))
    await flush()
    expect(getState(kit, 'events').reportedErrors).toEqual({ FORBIDDEN: false })
  })

  it('only warns when the config service fails otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    const { kit, posted } = await setup(
      { features: { analytics: true } },
      { status: 500, body: {} },
    )
    openModal(kit)
    // A 500 is retried with backoff (150, 300, 600 ms) before it counts as a failure.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(warn.mock.calls[0]?.[0]).toBe('[kit] Analytics unavailable')
    expect(getState(kit, 'alerts').alert).toBeUndefined()
    expect(posted()).toEqual([])
  })

  it('stops sending after destroy', async () => {
    const { kit, posted } = await setup({ features: { analytics: true } })
    await vi.waitFor(() => expect(posted()).toHaveLength(1))
    kit.destroy()
    openModal(kit)
    await flush()
    expect(posted().map((r) => JSON.parse(r.body ?? 'null').props.event)).toEqual(['MODAL_CREATED'])
  })
})
