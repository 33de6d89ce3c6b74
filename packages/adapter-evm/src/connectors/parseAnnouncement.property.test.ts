import { isInvisibleName, sanitizeWalletName as sanitizeName } from '@kit/core'
import { fc, hostileName, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { InvalidAnnouncementError } from '../errors/announcement.js'
import { parseAnnouncement } from './parseAnnouncement.js'
import { sanitizeIcon } from './sanitizeIcon.js'

const provider = { request: async () => null }
const invisibleUnits = fc.constantFrom(
  '\u3164',
  '\u115f',
  '\u2800',
  '\ufe0f',
  '\u200b',
  '\u202e',
  ' ',
)
const names = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.array(invisibleUnits, { maxLength: 8 }).map((units) => units.join('')),
  hostileName(),
  fc.constantFrom('MetaMask', 'MetaM\u0430sk', '🦊', ''),
)
const icons = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//host/icon.png',
    'data:image/svg+xml,<svg onload=alert(1)>',
  ),
)
const details = fc.oneof(
  fc.anything(),
  fc.record({
    info: fc.record({
      uuid: fc.oneof(fc.uuid({ version: 4 }), fc.string()),
      rdns: fc.oneof(fc.constantFrom('io.metamask', 'headless-web3-provider'), fc.domain()),
      name: fc.oneof(names, fc.anything()),
      icon: fc.oneof(icons, fc.anything()),
    }),
    provider: fc.oneof(fc.constant(provider), fc.anything()),
  }),
)

propertyTest(
  'B11: parseAnnouncement returns a visible name and a safe icon, or throws InvalidAnnouncementError',
  [details],
  (detail) => {
    let wallet: ReturnType<typeof parseAnnouncement>
    try {
      wallet = parseAnnouncement(detail)
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidAnnouncementError)
      return
    }
    expect(wallet.name.length).toBeGreaterThan(0)
    expect(isInvisibleName(wallet.name)).toBe(false)
    expect(Array.from(wallet.name).length).toBeLessThanOrEqual(64)
    expect(wallet.name).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069\u200b]/u)
    if (wallet.icon !== undefined) expect(sanitizeIcon(wallet.icon)).toBe(wallet.icon)
    expect(typeof wallet.provider.request).toBe('function')
  },
)

propertyTest(
  'B09: sanitizeName never throws and is idempotent',
  [fc.oneof(names, fc.anything())],
  (value) => {
    const name = sanitizeName(value)
    if (name === undefined) return
    expect(isInvisibleName(name)).toBe(false)
    expect(sanitizeName(name)).toBe(name)
  },
)

propertyTest(
  'B09: a name of invisible characters only is rejected',
  [fc.array(invisibleUnits, { maxLength: 10 })],
  (units) => sanitizeName(units.join('')) === undefined,
)
