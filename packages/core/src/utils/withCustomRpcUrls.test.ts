import { describe, expect, it } from 'vitest'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { defineNetwork } from './defineNetwork.js'
import { withCustomRpcUrls } from './withCustomRpcUrls.js'

const key = 'https://rpc.example.test/key'

describe('withCustomRpcUrls', () => {
  it('puts the custom URLs first, the network’s own after them', () => {
    const custom = { 'eip155:1': [{ url: key }, { url: 'http://127.0.0.1:8545' }] }
    const network = withCustomRpcUrls(mainnet, custom)
    expect(network.rpcUrls.default.http).toEqual([
      key,
      'http://127.0.0.1:8545',
      'https://eth.merkle.io',
    ])
    expect(network.rpcUrls.default.webSocket).toBeUndefined()
    expect(network).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' })
    // The network the app imported is not changed.
    expect(mainnet.rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
  })

  it('is the same network when the app gave none for it; applying it twice changes nothing', () => {
    const custom = { 'eip155:1': [{ url: key }] }
    expect(withCustomRpcUrls(optimism, custom)).toBe(optimism)
    expect(withCustomRpcUrls(mainnet, undefined)).toBe(mainnet)
    expect(withCustomRpcUrls(mainnet, { 'eip155:1': [] })).toEqual(mainnet)
    const once = withCustomRpcUrls(mainnet, custom)
    expect(withCustomRpcUrls(once, custom).rpcUrls).toEqual(once.rpcUrls)
  })

  it('keeps ws(s) URLs apart, in webSocket, so HTTP reads never get one', () => {
    const network = defineNetwork({
      ...mainnet,
      rpcUrls: { default: { http: ['https://eth.merkle.io'], webSocket: ['wss://own.test'] } },
    })
    const custom = { 'eip155:1': [{ url: 'wss://ws.example.test/key' }, { url: key }] }
    expect(withCustomRpcUrls(network, custom).rpcUrls.default).toEqual({
      http: [key, 'https://eth.merkle.io'],
      webSocket: ['wss://ws.example.test/key', 'wss://own.test'],
    })
  })

  it('drops what is not an http(s) or ws(s) URL', () => {
    const bad = [
      { url: 'javascript:alert(1)' },
      { url: 'ftp://rpc.example.test' },
      { url: '/relative/rpc' },
      { url: 42 },
      null,
    ] as unknown as { url: string }[]
    expect(withCustomRpcUrls(mainnet, { 'eip155:1': bad }).rpcUrls).toEqual(mainnet.rpcUrls)
    const mixed = withCustomRpcUrls(mainnet, { 'eip155:1': [...bad, { url: key }] })
    expect(mixed.rpcUrls.default.http).toEqual([key, 'https://eth.merkle.io'])
  })
})
