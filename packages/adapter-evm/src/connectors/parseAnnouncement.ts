import { sanitizeWalletName as sanitizeName } from '@kit/core/modules/utils/sanitizeWalletName'
import { InvalidAnnouncementError } from '../errors/announcement.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import type { AnnouncedWallet } from '../types/eip6963.js'
import { sanitizeIcon } from './sanitizeIcon.js'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const reverseDns = new RegExp(`^${label}(?:\\.${label})+$`, 'i')

/**
 * Validates the `detail` of an `eip6963:announceProvider` event (B11) and copies what it needs,
 * so a detail that is not frozen cannot change afterwards. Throws `InvalidAnnouncementError`.
 */
export function parseAnnouncement(detail: unknown): AnnouncedWallet {
  const { info, provider } = (isObject(detail) ? detail : {}) as {
    info?: unknown
    provider?: unknown
  }
  if (!isObject(info)) throw new InvalidAnnouncementError('`info` is missing')
  const { uuid, rdns, name, icon } = info as Record<string, unknown>
  if (typeof uuid !== 'string' || !uuidV4.test(uuid))
    throw new InvalidAnnouncementError('`info.uuid` is not a UUIDv4')
  if (typeof rdns !== 'string' || rdns.length > 253 || !reverseDns.test(rdns))
    throw new InvalidAnnouncementError('`info.rdns` is not a reverse-DNS name')
  const safeName = sanitizeName(name)
  if (!safeName) throw new InvalidAnnouncementError('`info.name` is empty')
  if (!isObject(provider) || typeof (provider as Eip1193Provider).request !== 'function')
    throw new InvalidAnnouncementError('`provider.request` is not a function')
  return {
    uuid: uuid.toLowerCase(),
    rdns,
    name: safeName,
    icon: sanitizeIcon(icon),
    provider: provider as Eip1193Provider,
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}
