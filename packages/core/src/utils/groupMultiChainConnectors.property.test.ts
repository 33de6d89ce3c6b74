import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import type { Connector } from '../types/connector.js'
import { groupMultiChainConnectors } from './groupMultiChainConnectors.js'

/** Connectors as adapters may report them: untrusted names, a few of them alike, any rdns. */
const connector = fc.record({
  id: fc.string({ maxLength: 6 }),
  type: fc.constantFrom('ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'EXTERNAL', 'WALLET_CONNECT'),
  name: fc.oneof(fc.constantFrom('Phantom', 'phantom ', 'MetaMask', ' ', ''), fc.string()),
  chain: fc.constantFrom('eip155', 'solana', 'bip122'),
  info: fc.option(
    fc.record({ rdns: fc.option(fc.constantFrom('app.phantom', 'com.evil'), { nil: undefined }) }),
    {
      nil: undefined,
    },
  ),
  suspicious: fc.option(fc.boolean(), { nil: undefined }),
}) as fc.Arbitrary<Connector>

propertyTest(
  'groupMultiChainConnectors loses nothing and merges only without doubt',
  [fc.array(connector, { maxLength: 12 })],
  (input) => {
    const output = groupMultiChainConnectors(input)
    // Every connector is there once: as itself, or as a member of one merged entry.
    const seen = output.flatMap((c) => c.connectors ?? [c])
    expect(seen).toHaveLength(input.length)
    expect(new Set(seen)).toEqual(new Set(input))
    for (const merged of output.filter((c) => c.connectors)) {
      const members = merged.connectors ?? []
      expect(members.length).toBeGreaterThan(1)
      expect(new Set(members.map((m) => m.chain)).size).toBe(members.length)
      expect(new Set(members.map((m) => m.name.trim().toLowerCase())).size).toBe(1)
      expect(new Set(members.flatMap((m) => m.info?.rdns ?? [])).size).toBeLessThanOrEqual(1)
      for (const member of members) {
        expect(member.suspicious).not.toBe(true)
        expect(member.type).not.toBe('WALLET_CONNECT')
      }
    }
  },
)
