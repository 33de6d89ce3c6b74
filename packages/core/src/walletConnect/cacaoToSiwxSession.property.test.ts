import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { type Cacao, cacaoToSiwxSession } from './cacaoToSiwxSession.js'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${[...bytes].map((x) => x.toString(16).padStart(2, '0')).join('')}`)
const issuer = fc.oneof(
  fc.string(),
  fc.tuple(fc.nat(), address).map(([chain, account]) => `did:pkh:eip155:${chain}:${account}`),
)
const value = fc.oneof(fc.string(), fc.constant(undefined), fc.anything())
const cacao = fc.oneof(
  fc.anything(),
  fc.record({
    h: fc.record({ t: fc.string() }),
    p: fc.record(
      {
        iss: fc.oneof(issuer, fc.anything()),
        domain: value,
        aud: value,
        nonce: value,
        version: value,
        iat: value,
        resources: fc.oneof(fc.array(fc.string()), fc.anything()),
      },
      { requiredKeys: [] },
    ),
    s: fc.record({ t: fc.string(), s: value }),
  }),
)

propertyTest(
  'cacaoToSiwxSession: whatever a wallet sends, no throw, and a session only of its issuer eip155 account',
  [cacao, fc.string()],
  (input, message) => {
    const session = cacaoToSiwxSession({ cacao: input as Cacao, message })
    if (!session) return
    const { iss } = (input as Cacao).p
    expect(iss).toBe(`did:pkh:${session.data.chainId}:${session.data.accountAddress}`)
    expect(session.data.accountAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(session.message).toBe(message)
    expect(typeof session.signature).toBe('string')
  },
)
