/** Why a label cannot be registered. */
export type AccountNameProblem = 'tooShort' | 'tooLong' | 'invalidCharacters'

export type ValidateAccountNameParameters = { label: string }

export type ValidateAccountNameReturnType =
  | { valid: true; label: string }
  | { valid: false; problem: AccountNameProblem }

/** SPEC §9: an account name has at least 4 characters. */
export const accountNameMinLength = 4
/** A DNS label holds at most 63 characters; the name service refuses longer ones. */
export const accountNameMaxLength = 63

const allowed = /^[A-Za-z0-9-]*$/

/**
 * SPEC §5: an account name is at least 4 characters, ASCII letters, digits and hyphens only.
 * The valid label comes back lowercase, as the name service keeps it.
 */
export function validateAccountName({
  label,
}: ValidateAccountNameParameters): ValidateAccountNameReturnType {
  if (!allowed.test(label)) return { valid: false, problem: 'invalidCharacters' }
  if (label.length < accountNameMinLength) return { valid: false, problem: 'tooShort' }
  if (label.length > accountNameMaxLength) return { valid: false, problem: 'tooLong' }
  return { valid: true, label: label.toLowerCase() }
}
