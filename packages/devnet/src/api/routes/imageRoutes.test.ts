import type { GetWalletsResponse } from '@kit/blockchain-api'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devCollections } from '../../chains/devCollections.js'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [] })
})
afterAll(() => api?.stop())

async function svg(path: string) {
  const response = await fetch(`${api.url}${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  const text = await response.text()
  expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
  expect(text).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=|<style/i)
  return text
}

test('each wallet gets its own deterministic icon with its initials', async () => {
  const { data } = (await (
    await fetch(`${api.url}/getWallets?entries=20&page=2`)
  ).json()) as GetWalletsResponse
  const icons = new Map<string, string>()
  for (const wallet of data.filter((entry) => entry.image_id)) {
    const image = await svg(`/getWalletImage/${wallet.image_id}`)
    icons.set(wallet.name, image)
    const initials = wallet.name
      .split(' ')
      .map((word) => [...word][0])
      .join('')
      .slice(0, 2)
      .toUpperCase()
    if (wallet.name.includes(' ')) expect(image).toContain(`>${initials}</text>`)
  }
  expect(new Set(icons.values()).size).toBe(icons.size)
  const first = data.find((entry) => entry.image_id)!
  expect(await svg(`/getWalletImage/${first.image_id}`)).toBe(icons.get(first.name))
  expect((await fetch(`${api.url}/getWalletImage/unknown-id`)).status).toBe(404)
})

test('entries with only an image URL point at a working icon', async () => {
  const { data } = (await (
    await fetch(`${api.url}/getWallets?entries=100`)
  ).json()) as GetWalletsResponse
  const withUrl = data.filter((wallet) => wallet.image_url !== null)
  expect(withUrl.length).toBeGreaterThan(0)
  for (const wallet of withUrl) {
    expect(wallet.image_id).toBeNull()
    await svg(new URL(wallet.image_url!).pathname)
  }
})

test('asset, currency, token and NFT images', async () => {
  expect(await svg('/public/getTokenImage/KUSD')).toContain('>KUSD</text>')
  expect(await svg('/public/getTokenImage/ETH')).toContain('#627eea')
  expect(await svg('/public/getCurrencyImage/USD')).toContain('>$</text>')
  expect(await svg('/public/getAssetImage/some-network-id')).toContain(
    'aria-label="some-network-id"',
  )
  const [pixels, spam] = devCollections
  const one = await svg(`/public/getNftImage/${pixels!.address}/1`)
  const two = await svg(`/public/getNftImage/${pixels!.address}/2`)
  expect(one).not.toBe(two)
  expect(one).not.toContain('CLAIM')
  expect(await svg(`/public/getNftImage/${spam!.address}/1`)).toBe(
    await svg(`/public/getNftImage/${spam!.address}/1`),
  )
  expect((await fetch(`${api.url}/public/getTokenImage/${encodeURIComponent('<x>')}`)).status).toBe(
    400,
  )
  expect((await fetch(`${api.url}/public/getNftImage/0x12/1`)).status).toBe(400)
})
