import type { AccountProfile } from '@kit/blockchain-api'
import { verifyMessage } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import { isHttpUrl } from '../../utils/isHttpUrl.js'
import { isRecord } from '../../utils/isRecord.js'
import { parseAddress } from '../params/parseAddress.js'
import { nameZone, parseNameLabel } from './parseAccountName.js'

/** A signed message older than this is refused (10 minutes). */
const maxAgeSeconds = 600
/** Clocks may disagree a little; a message from further in the future is refused. */
const maxSkewSeconds = 300

/**
 * Checks a `POST /v1/profile/account` body: the address, the coin type (SPEC §9: the chain id
 * ORed with 2^31), the signed JSON message (`name`, `attributes`, `timestamp` at most 10
 * minutes old) and the signature of `message` by `address`. Returns the profile to register.
 */
export async function parseRegistration(body: unknown, now: number): Promise<AccountProfile> {
  if (!isRecord(body))
    throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
  const address = parseAddress(body.address, 'address')
  const coinType = body.coin_type
  if (
    typeof coinType !== 'number' ||
    !Number.isSafeInteger(coinType) ||
    coinType <= 0x80000000 ||
    coinType > 0xffffffff
  ) {
    throw new ApiRequestError({
      field: 'coin_type',
      description: 'Expected the chain id ORed with 0x80000000',
    })
  }
  const { message, signature } = body
  if (typeof message !== 'string' || message.length > 4096) {
    throw new ApiRequestError({ field: 'message', description: 'Expected the signed JSON text' })
  }
  let signed: unknown
  try {
    signed = JSON.parse(message)
  } catch {
    throw new ApiRequestError({ field: 'message', description: 'The message is not JSON' })
  }
  if (!isRecord(signed)) {
    throw new ApiRequestError({ field: 'message', description: 'The message is not an object' })
  }
  const label = parseNameLabel(signed.name, 'message.name')
  if (typeof signed.name !== 'string' || !signed.name.toLowerCase().endsWith(`.${nameZone}`)) {
    throw new ApiRequestError({
      field: 'message.name',
      description: `Names end with .${nameZone}`,
    })
  }
  const attributes = parseAttributes(signed.attributes)
  const { timestamp } = signed
  const seconds = Math.floor(now / 1000)
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) {
    throw new ApiRequestError({ field: 'message.timestamp', description: 'Expected Unix seconds' })
  }
  if (seconds - timestamp > maxAgeSeconds || timestamp - seconds > maxSkewSeconds) {
    throw new ApiRequestError({
      field: 'message.timestamp',
      description: 'The message has expired; sign it again',
    })
  }
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    throw new ApiRequestError({ field: 'signature', description: 'Expected a 65-byte signature' })
  }
  const valid = await verifyMessage({
    address,
    message,
    signature: signature as `0x${string}`,
  }).catch(() => false)
  if (!valid) {
    throw new ApiRequestError({
      status: 401,
      field: 'signature',
      description: 'The signature does not match the address',
    })
  }
  return {
    name: `${label}.${nameZone}`,
    registered: seconds,
    updated: seconds,
    addresses: { [String(coinType)]: { address } },
    attributes,
  }
}

function parseAttributes(value: unknown): AccountProfile['attributes'] {
  if (value === undefined) return {}
  if (!isRecord(value)) {
    throw new ApiRequestError({ field: 'message.attributes', description: 'Expected an object' })
  }
  const attributes: AccountProfile['attributes'] = {}
  for (const key of ['avatar', 'bio'] as const) {
    const entry = value[key]
    if (entry === undefined) continue
    if (typeof entry !== 'string' || entry.length > 1024) {
      throw new ApiRequestError({
        field: `message.attributes.${key}`,
        description: 'Expected a string of at most 1,024 characters',
      })
    }
    if (key === 'avatar' && !isHttpUrl(entry)) {
      throw new ApiRequestError({
        field: 'message.attributes.avatar',
        description: 'The avatar must be an http(s) URL',
      })
    }
    attributes[key] = entry
  }
  return attributes
}
