import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { groupMultiChainConnectors } from './groupMultiChainConnectors.js'

const evmPhantom: Connector = {
  id: 'app.phantom',
  type: 'ANNOUNCED',
  name: 'Phantom',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,AA==',
  info: { rdns: 'app.phantom' },
}
const solPhantom: Connector = { id: 'Phantom', type: 'INJECTED', name: 'Phantom', chain: 'solana' }
const btcPhantom: Connector = {
  id: 'phantom-btc',
  type: 'INJECTED',
  name: 'phantom ',
  chain: 'bip122',
}
const metaMask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
}
const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}

describe('groupMultiChainConnectors', () => {
  it("shows a wallet of several namespaces once, where its first connector stood, with each namespace's connector", () => {
    const list = groupMultiChainConnectors([
      metaMask,
      solPhantom,
      evmPhantom,
      btcPhantom,
      walletConnect,
    ])
    expect(list.map((c) => c.id)).toEqual(['io.metamask', 'Phantom', 'walletConnect'])
    const phantom = list[1]!
    expect(phantom.type).toBe('MULTI_CHAIN')
    expect(phantom.connectors?.map((c) => c.chain)).toEqual(['solana', 'eip155', 'bip122'])
    // The picture and rdns of the member that has them.
    expect(phantom.imageUrl).toBe(evmPhantom.imageUrl)
    expect(phantom.info?.rdns).toBe('app.phantom')
    expect(list[0]).toBe(metaMask)
  })

  it('merges nothing on a doubt: suspicious, two of one namespace, other rdns, WalletConnect', () => {
    const suspicious = { ...solPhantom, suspicious: true }
    expect(groupMultiChainConnectors([evmPhantom, suspicious]).map((c) => c.connectors)).toEqual([
      undefined,
      undefined,
    ])
    const twin = { ...evmPhantom, id: 'other', info: { rdns: 'app.phantom' } }
    expect(groupMultiChainConnectors([evmPhantom, twin, solPhantom])).toHaveLength(3)
    const impostor = { ...solPhantom, info: { rdns: 'com.evil' } }
    expect(groupMultiChainConnectors([evmPhantom, impostor])).toHaveLength(2)
    const wcSolana = { ...walletConnect, chain: 'solana' as const }
    expect(groupMultiChainConnectors([walletConnect, wcSolana])).toHaveLength(2)
  })

  it('keeps EXTERNAL when every member is external', () => {
    const a: Connector = { id: 'x', type: 'EXTERNAL', name: 'Safe', chain: 'eip155' }
    const b: Connector = { id: 'y', type: 'EXTERNAL', name: 'Safe', chain: 'solana' }
    expect(groupMultiChainConnectors([a, b])[0]?.type).toBe('EXTERNAL')
  })
})
