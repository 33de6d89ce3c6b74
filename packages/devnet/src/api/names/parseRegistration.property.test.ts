import { fc, propertyTest } from '@kit/fuzz'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../../chains/devAccounts.js'
import { ApiRequestError } from '../../errors/api.js'
import { parseNameLabel } from './parseAccountName.js'
import { parseRegistration } from './parseRegistration.js'

const alice = privateKeyToAccount(devAccounts[2]!.privateKey)
const now = Date.UTC(2026, 0, 1)
const seconds = Math.floor(now / 1000)
const labels = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), {
    minLength: 4,
    maxLength: 63,
  })
  .map((chars) => chars.join(''))

const refusedWith = async (run: () => unknown, statuses: number[]) => {
  try {
    await run()
    return false
  } catch (error) {
    return error instanceof ApiRequestError && statuses.includes(error.status)
  }
}

propertyTest(
  'SPEC §5: a name parses to a lowercase label of 4-63 letters, digits and hyphens, or is refused (400)',
  [fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), labels, fc.anything())],
  (value) => {
    try {
      return /^[a-z0-9-]{4,63}$/.test(parseNameLabel(value))
    } catch (error) {
      return error instanceof ApiRequestError && error.status === 400
    }
  },
)

propertyTest(
  'any body is refused with the API error shape, never anything else',
  [
    fc.oneof(
      fc.anything(),
      fc.record({
        coin_type: fc.oneof(fc.integer(), fc.double(), fc.string()),
        address: fc.oneof(fc.constant(alice.address), fc.string()),
        message: fc.oneof(fc.string(), fc.json()),
        signature: fc.oneof(fc.string(), fc.constant(`0x${'ab'.repeat(65)}`)),
      }),
    ),
  ],
  (body) => refusedWith(() => parseRegistration(body, now), [400, 401]),
)

propertyTest(
  'a message signed by its address registers its name; any edit of the signed text is refused',
  [
    labels,
    fc.integer({ min: 1, max: 0x7fffffff }),
    fc.nat(),
    fc.string({ minLength: 1, maxLength: 2 }),
  ],
  async (label, chainId, at, insert) => {
    const message = JSON.stringify({ name: `${label}.kit.id`, attributes: {}, timestamp: seconds })
    const signature = await alice.signMessage({ message })
    const body = { coin_type: (chainId | 0x80000000) >>> 0, address: alice.address, signature }
    const profile = await parseRegistration({ ...body, message }, now)
    if (profile.name !== `${label}.kit.id`) return false
    if (profile.addresses[String(body.coin_type)]?.address !== alice.address) return false
    const index = at % (message.length + 1)
    const edited = `${message.slice(0, index)}${insert}${message.slice(index)}`
    return refusedWith(() => parseRegistration({ ...body, message: edited }, now), [400, 401])
  },
)
