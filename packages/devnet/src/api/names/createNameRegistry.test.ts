import type { AccountProfile } from '@kit/blockchain-api'
import { describe, expect, it } from 'vitest'
import { createNameRegistry } from './createNameRegistry.js'

const address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const profile = (name: string, registered: number, holder = address): AccountProfile => ({
  name,
  registered,
  addresses: { '2147483649': { address: holder } },
  attributes: {},
})

describe('createNameRegistry', () => {
  it('keeps names case-insensitively and refuses a taken one', () => {
    const registry = createNameRegistry()
    expect(registry.register(profile('alice.kit.id', 1))).toBe(true)
    expect(registry.register(profile('ALICE.kit.id', 2))).toBe(false)
    expect(registry.get('Alice.KIT.id')?.registered).toBe(1)
  })

  it('reverse lists the names of an address newest first, the later of one second first', () => {
    const registry = createNameRegistry([profile('first.kit.id', 10)])
    registry.register(profile('second.kit.id', 20))
    registry.register(profile('third.kit.id', 20))
    registry.register(profile('other.kit.id', 30, '0x90F79bf6EB2c4f870365E785982E1f101E93b906'))
    expect(registry.reverse(address.toLowerCase()).map((p) => p.name)).toEqual([
      'third.kit.id',
      'second.kit.id',
      'first.kit.id',
    ])
  })
})
