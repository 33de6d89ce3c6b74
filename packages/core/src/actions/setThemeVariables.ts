import type { Kit } from '../types/kit.js'
import type { ThemeVariables } from '../types/theme.js'
import { validateThemeVariables } from '../utils/themeVariables.js'

export type SetThemeVariablesParameters = { themeVariables: ThemeVariables }

/** Merges theme variables after the CSS-token check; a bad value throws and changes nothing. */
export function setThemeVariables(kit: Kit, { themeVariables }: SetThemeVariablesParameters): void {
  const valid = validateThemeVariables(themeVariables)
  kit.stores.theme.themeVariables = { ...kit.stores.theme.themeVariables, ...valid }
}
