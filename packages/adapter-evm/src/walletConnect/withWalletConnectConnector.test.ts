import type { AdapterEvent, Connector } from '@kit/core'
import { describe, expect, it } from 'vitest'
import { walletConnectConnector } from './walletConnectConnector.js'
import { withWalletConnectConnector } from './withWalletConnectConnector.js'

const injected: Connector = { id: 'io.x', type: 'ANNOUNCED', name: 'X', chain: 'eip155' }

describe('withWalletConnectConnector', () => {
  it('reports the WalletConnect row at once and adds it to every connector list', () => {
    const events: AdapterEvent[] = []
    const emit = withWalletConnectConnector((event) => events.push(event), true)
    emit({ type: 'connectors', connectors: [injected] })
    emit({ type: 'disconnect', connectorId: 'io.x' })
    expect(events).toEqual([
      { type: 'connectors', connectors: [walletConnectConnector] },
      { type: 'connectors', connectors: [injected, walletConnectConnector] },
      { type: 'disconnect', connectorId: 'io.x' },
    ])
  })

  it('changes nothing when WalletConnect is off', () => {
    const events: AdapterEvent[] = []
    const sink = (event: AdapterEvent) => events.push(event)
    expect(withWalletConnectConnector(sink, false)).toBe(sink)
    expect(events).toEqual([])
  })
})
