import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { createBrowserStorage } from '../storage/createBrowserStorage.js'
import { createSignedSession, createTestStorage, testNow } from '../test/sessions.js'
import { createEvmSigner } from '../test/signers.js'
import { verifySession } from './verifySession.js'

const verifiers = [createEip155Verifier()]
const signer = createEvmSigner()
const session = await createSignedSession({ signer })
const dataKeys = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'requestId',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'resources',
] as const

propertyTest(
  'S11: any edit of one data field, to any other JSON value, leaves the session invalid',
  [
    fc.constantFrom(...dataKeys),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom('eip155:10', 'eip155:01', ' eip155:1', signer.address.toUpperCase()),
    ),
  ],
  async (key, value) => {
    const current = (session.data as Record<string, unknown>)[key]
    fc.pre(JSON.stringify(value) !== JSON.stringify(current))
    // The same account in another case is not an edit for eip155 (EIP-55 is only a checksum).
    const sameAccount =
      typeof value === 'string' && value.toLowerCase() === signer.address.toLowerCase()
    fc.pre(!(key === 'accountAddress' && sameAccount))
    // An empty resources list is the same as none.
    fc.pre(!(key === 'resources' && Array.isArray(value) && value.length === 0))
    const tampered = { ...session, data: { ...session.data, [key]: value } }
    const result = await verifySession({ session: tampered, verifiers, now: testNow })
    expect(result.valid).toBe(false)
  },
)

propertyTest(
  'whatever the storage holds, a read never throws and serves only valid sessions',
  [
    fc.oneof(
      fc.string(),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc
        .array(
          fc.constantFrom(session, { ...session, data: {} }, null, 1, { data: session.data }),
          {
            maxLength: 3,
          },
        )
        .map((value) => JSON.stringify(value)),
    ),
  ],
  async (text) => {
    const { storage, items } = createTestStorage()
    items.set('@kit/siwx', text)
    const sessions = createBrowserStorage({ verifiers, storage, now: () => testNow })
    for (const served of await sessions.get('eip155:1', signer.address)) {
      expect((await verifySession({ session: served, verifiers, now: testNow })).valid).toBe(true)
    }
  },
)
