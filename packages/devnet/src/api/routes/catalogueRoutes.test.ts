import type { CatalogueWallet, GetWalletsResponse } from '@kit/blockchain-api'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [] })
})
afterAll(() => api?.stop())

async function wallets(query: string) {
  const response = await fetch(`${api.url}/getWallets?st=appkit&sv=1.7.3&projectId=local&${query}`)
  return {
    status: response.status,
    body: (await response.json()) as GetWalletsResponse & { reasons?: { field: string }[] },
  }
}

async function everything(query = ''): Promise<CatalogueWallet[]> {
  const all: CatalogueWallet[] = []
  for (let page = 1; page < 100; page += 1) {
    const { body } = await wallets(`page=${page}&entries=100&${query}`)
    all.push(...body.data)
    if (all.length >= body.count) break
  }
  return all
}

test('serves more than 1,000 distinct, well-formed wallets in order, page by page', async () => {
  const first = await wallets('page=1&entries=40')
  expect(first.status).toBe(200)
  expect(first.body.count).toBeGreaterThanOrEqual(1_000)
  expect(first.body.data).toHaveLength(40)
  expect(first.body.data[0]).toMatchObject({ name: 'Kit Dev Wallet', rdns: 'dev.kit.wallet' })

  const all = await everything()
  expect(all).toHaveLength(first.body.count)
  expect(new Set(all.map((wallet) => wallet.id)).size).toBe(all.length)
  expect(new Set(all.map((wallet) => wallet.name)).size).toBe(all.length)
  expect(all.map((wallet) => wallet.order)).toEqual(all.map((_, index) => index + 1))
  for (const wallet of all) {
    expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.chains.length).toBeGreaterThan(0)
    expect(wallet.image_id !== null || wallet.image_url !== null).toBe(true)
    for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link]) {
      if (link !== null) expect(link).toMatch(/^(https:\/\/|[a-z][a-z0-9-]*:\/\/)/)
    }
  }
  const certified = all.filter((wallet) => wallet.badge_type === 'certified').length
  expect(certified).toBeGreaterThan(20)
  expect(certified).toBeLessThan(all.length / 2)
  expect(all.filter((wallet) => wallet.rdns !== null).length).toBeGreaterThan(5)
  expect(all.some((wallet) => wallet.mobile_link?.startsWith('https://'))).toBe(true)
  expect(all.some((wallet) => /^[a-z]+:\/\/$/.test(wallet.mobile_link ?? ''))).toBe(true)
  expect(new Set(all.flatMap((wallet) => wallet.chains)).size).toBeGreaterThan(4)

  // The same catalogue on every server.
  const other = await startApiServer({ chains: [] })
  const again = (await (
    await fetch(`${other.url}/getWallets?entries=100&page=3`)
  ).json()) as GetWalletsResponse
  await other.stop()
  expect(again.data.map((wallet) => wallet.id)).toEqual(all.slice(200, 300).map((w) => w.id))

  const last = await wallets(`page=${Math.ceil(all.length / 40)}&entries=40`)
  expect(last.body.data.length).toBe(all.length % 40 || 40)
  expect((await wallets('page=999&entries=40')).body.data).toEqual([])
})

test('searches names case-insensitively and filters by badge, ids and chains', async () => {
  const search = await wallets('search=WALLET&entries=100')
  expect(search.body.count).toBeGreaterThan(50)
  for (const wallet of search.body.data) expect(wallet.name.toLowerCase()).toContain('wallet')
  const unicode = await wallets(`search=${encodeURIComponent('ключ')}`)
  expect(unicode.body.data.map((wallet) => wallet.name)).toEqual(['Ключ Wallet'])
  expect((await wallets('search=zzzz-nothing')).body).toEqual({ count: 0, data: [] })

  const certified = await everything('badge_type=certified')
  expect(certified.every((wallet) => wallet.badge_type === 'certified')).toBe(true)

  const [a, b, c] = (await wallets('entries=3')).body.data
  const included = await wallets(`include=${c!.id},${a!.id}`)
  expect(included.body.data.map((wallet) => wallet.id)).toEqual([a!.id, c!.id])
  expect(included.body.count).toBe(2)
  const excluded = await wallets(`entries=2&exclude=${a!.id}`)
  expect(excluded.body.data[0]?.id).toBe(b!.id)

  const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const onSolana = await everything(`chains=${solana}`)
  expect(onSolana.length).toBeGreaterThan(0)
  expect(onSolana.every((wallet) => wallet.chains.includes(solana))).toBe(true)
  const either = await wallets(`chains=eip155:8453,${solana}`)
  const onBase = await wallets('chains=eip155:8453')
  expect(either.body.count).toBeGreaterThan(onBase.body.count)
})

test.each([
  ['entries above 100', 'entries=101', 'entries'],
  ['a zero page', 'page=0', 'page'],
  ['a fractional page', 'page=1.5', 'page'],
  ['an unknown badge', 'badge_type=gold', 'badge_type'],
  ['a bad chain', 'chains=eip155', 'chains'],
  ['a bad id', 'include=a%20b', 'include'],
])('refuses %s', async (_, query, field) => {
  const { status, body } = await wallets(query)
  expect(status).toBe(400)
  expect(body.reasons?.[0]?.field).toBe(field)
})
