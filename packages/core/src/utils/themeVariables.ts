import { InvalidThemeVariableError } from '../errors/theme.js'
import type { ThemeVariables } from '../types/theme.js'

const allowedKeys: readonly string[] = [
  '--w3m-font-family',
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
]

// Colours, lengths, numbers, font names and CSS functions of those: nothing that can end a
// declaration, open a block, fetch a URL or import a sheet.
const safeToken = /^[-#(),.%'" a-zA-Z0-9]{1,200}$/
const forbidden = /url\s*\(|@import|expression\s*\(|\\|\/\*/i

/** Checks theme variables against a CSS-token allowlist; throws `InvalidThemeVariableError`. */
export function validateThemeVariables(variables: ThemeVariables): ThemeVariables {
  const result: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(variables)) {
    if (value === undefined) continue
    if (!allowedKeys.includes(key)) throw new InvalidThemeVariableError(key)
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new InvalidThemeVariableError(key)
    } else if (typeof value !== 'string' || !safeToken.test(value) || forbidden.test(value)) {
      throw new InvalidThemeVariableError(key)
    }
    result[key] = value
  }
  return result as ThemeVariables
}
