import { ApiRequestError } from '../../errors/api.js'

/** The zone every local account name lives in. */
export const nameZone = 'kit.id'

const labelPattern = /^[a-z0-9-]{4,63}$/

/**
 * A label (`alice`) or a full name (`alice.kit.id`) to its lowercase label. SPEC §5: at least
 * 4 characters, letters, digits and hyphens only.
 */
export function parseNameLabel(value: unknown, field = 'name'): string {
  if (typeof value !== 'string') {
    throw new ApiRequestError({ field, description: 'Expected a name' })
  }
  const lower = value.toLowerCase()
  const label = lower.endsWith(`.${nameZone}`) ? lower.slice(0, -nameZone.length - 1) : lower
  if (!labelPattern.test(label)) {
    throw new ApiRequestError({
      field,
      description: 'A name needs at least 4 characters: letters, digits and hyphens only',
    })
  }
  return label
}
