import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { withConnectorImage } from './withConnectorImage.js'

const connector = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  type: 'ANNOUNCED',
  name: id,
  chain: 'eip155',
  ...extra,
})

const images = {
  walletConnect: 'https://app.example/wc.png',
  'io.metamask': 'https://app.example/mm.png',
  'Rabby Wallet': 'https://app.example/rabby.png',
}

describe('withConnectorImage', () => {
  it("replaces a connector's image matched by id, rdns or name", () => {
    const image = (c: Connector) => withConnectorImage(c, images).imageUrl
    expect(
      image(connector('walletConnect', { type: 'WALLET_CONNECT', imageUrl: 'https://own/wc' })),
    ).toBe('https://app.example/wc.png')
    expect(image(connector('uuid-1', { info: { rdns: 'io.metamask' } }))).toBe(
      'https://app.example/mm.png',
    )
    expect(image(connector('uuid-2', { name: 'Rabby Wallet' }))).toBe(
      'https://app.example/rabby.png',
    )
  })

  it('prefers the id over the rdns and the name, and returns others as they are', () => {
    const both = connector('a', { info: { rdns: 'b' }, name: 'c' })
    expect(
      withConnectorImage(both, { c: 'https://x/c', b: 'https://x/b', a: 'https://x/a' }).imageUrl,
    ).toBe('https://x/a')
    const other = connector('z', { imageUrl: 'https://own/z' })
    expect(withConnectorImage(other, { constructor: 'https://x/proto' })).toBe(other)
    expect(withConnectorImage(other, undefined)).toBe(other)
  })
})
