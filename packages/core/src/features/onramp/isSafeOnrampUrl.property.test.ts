import { fc, propertyTest } from '@kit/fuzz'
import { isSafeOnrampUrl } from './isSafeOnrampUrl.js'

const apiUrl = 'http://127.0.0.1:8790'
const url = fc.oneof(
  fc.string(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('javascript:', 'data:', 'vbscript:', 'http://', 'https://', '//'),
      fc.string(),
    )
    .map(([scheme, rest]) => scheme + rest),
)

propertyTest(
  'an accepted address is https:, or http: on the API origin, without credentials',
  [url],
  (candidate) => {
    if (!isSafeOnrampUrl(candidate, { apiUrl })) return true
    const parsed = new URL(candidate)
    return (
      parsed.username === '' &&
      parsed.password === '' &&
      (parsed.protocol === 'https:' ||
        (parsed.protocol === 'http:' && parsed.origin === 'http://127.0.0.1:8790'))
    )
  },
)

propertyTest('never throws, whatever it is given', [fc.anything()], (value) => {
  return typeof isSafeOnrampUrl(value as string, { apiUrl }) === 'boolean'
})
