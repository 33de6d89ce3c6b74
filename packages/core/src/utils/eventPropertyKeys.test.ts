import { describe, expect, it } from 'vitest'
import { eventPropertyKeys, pickEventProperties } from './eventPropertyKeys.js'

describe('pickEventProperties (S19)', () => {
  it('S19: drops keys that are not on the event’s list', () => {
    expect(
      pickEventProperties('CONNECT_SUCCESS', {
        name: 'MetaMask',
        method: 'browser',
        email: 'x',
        walletAddress: 'y',
      }),
    ).toEqual({ name: 'MetaMask', method: 'browser' })
  })

  it('S19: an event without listed keys sends no properties', () => {
    expect(pickEventProperties('CLICK_COPY_ADDRESS', { address: '0x1' })).toEqual({})
  })

  it('S19: inherited and prototype keys are never picked', () => {
    const properties = Object.create({ name: 'inherited' }) as Record<string, string>
    expect(pickEventProperties('SELECT_WALLET', properties)).toEqual({})
    expect(pickEventProperties('SELECT_WALLET', JSON.parse('{"__proto__":{"name":"x"}}'))).toEqual(
      {},
    )
  })

  it('lists every event', () => {
    expect(Object.keys(eventPropertyKeys).length).toBeGreaterThanOrEqual(17)
  })
})
