import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { applyConnectorImages } from './applyConnectorImages.js'

const connector = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  type: 'ANNOUNCED',
  name: id,
  chain: 'eip155',
  ...extra,
})

describe('applyConnectorImages', () => {
  it('replaces the image of a connector matched by id, rdns or name', () => {
    const [byId, byRdns, byName, none] = applyConnectorImages(
      [
        connector('walletConnect', { type: 'WALLET_CONNECT', imageUrl: 'https://own.example/wc' }),
        connector('uuid-1', { info: { rdns: 'io.metamask' } }),
        connector('uuid-2', { name: 'Rabby Wallet' }),
        connector('uuid-3', { imageUrl: 'https://own.example/3' }),
      ],
      {
        walletConnect: 'https://app.example/wc.png',
        'io.metamask': 'https://app.example/mm.png',
        'Rabby Wallet': 'https://app.example/rabby.png',
      },
    )
    expect(byId?.imageUrl).toBe('https://app.example/wc.png')
    expect(byRdns?.imageUrl).toBe('https://app.example/mm.png')
    expect(byName?.imageUrl).toBe('https://app.example/rabby.png')
    expect(none?.imageUrl).toBe('https://own.example/3')
  })

  it('prefers the id over the rdns and the name, and leaves others untouched', () => {
    const input = [connector('a', { info: { rdns: 'b' }, name: 'c' }), connector('z')]
    const [first, second] = applyConnectorImages(input, {
      c: 'https://x.example/c',
      b: 'https://x.example/b',
      a: 'https://x.example/a',
      constructor: 'https://x.example/proto',
    })
    expect(first?.imageUrl).toBe('https://x.example/a')
    expect(second).toBe(input[1])
  })
})
