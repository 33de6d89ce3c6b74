/** The zone every account name lives in: a label `alice` is registered as `alice.kit.id`. */
export const accountNameZone = 'kit.id'

/** The full name of a label (`Alice` → `alice.kit.id`); names are lowercase. */
export function toAccountName(label: string): string {
  return `${label.toLowerCase()}.${accountNameZone}`
}
