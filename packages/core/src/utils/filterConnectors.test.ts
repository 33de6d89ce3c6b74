import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { filterConnectors } from './filterConnectors.js'

const connectors: Connector[] = [
  { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
  {
    id: 'io.metamask',
    type: 'ANNOUNCED',
    name: 'MetaMask',
    chain: 'eip155',
    info: { rdns: 'io.metamask' },
  },
  {
    id: 'a1b2c3',
    type: 'ANNOUNCED',
    name: 'Rabby',
    chain: 'eip155',
    info: { rdns: 'io.rabby' },
    explorerId: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
  },
  { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
]

const ids = (list: Connector[]) => list.map((c) => c.id)

describe('filterConnectors', () => {
  it('keeps everything without lists', () => {
    expect(
      ids(filterConnectors(connectors, { includeWalletIds: [], excludeWalletIds: [] })),
    ).toEqual(['walletConnect', 'io.metamask', 'a1b2c3', 'injected'])
  })

  it('excludes by id', () => {
    expect(
      ids(filterConnectors(connectors, { includeWalletIds: [], excludeWalletIds: ['injected'] })),
    ).toEqual(['walletConnect', 'io.metamask', 'a1b2c3'])
  })

  it('excludes by rdns', () => {
    expect(
      ids(filterConnectors(connectors, { includeWalletIds: [], excludeWalletIds: ['io.rabby'] })),
    ).toEqual(['walletConnect', 'io.metamask', 'injected'])
  })

  it('excludes by explorer id', () => {
    expect(
      ids(
        filterConnectors(connectors, {
          includeWalletIds: [],
          excludeWalletIds: ['18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1'],
        }),
      ),
    ).toEqual(['walletConnect', 'io.metamask', 'injected'])
  })

  it('includes by id and by rdns, keeping WalletConnect', () => {
    expect(
      ids(
        filterConnectors(connectors, {
          includeWalletIds: ['injected', 'io.rabby'],
          excludeWalletIds: [],
        }),
      ),
    ).toEqual(['walletConnect', 'a1b2c3', 'injected'])
  })

  it('lets exclude win over include', () => {
    expect(
      ids(
        filterConnectors(connectors, {
          includeWalletIds: ['io.metamask', 'io.rabby'],
          excludeWalletIds: ['io.metamask'],
        }),
      ),
    ).toEqual(['walletConnect', 'a1b2c3'])
  })
})
