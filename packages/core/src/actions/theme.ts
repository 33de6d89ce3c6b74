import type { Kit } from '../types/kit.js'
import type { ThemeMode, ThemeVariables } from '../types/theme.js'
import { validateThemeVariables } from '../utils/themeVariables.js'

export function setThemeMode(kit: Kit, themeMode: ThemeMode): void {
  kit.stores.theme.themeMode = themeMode
}

/** Merges theme variables after the CSS-token check; a bad value throws and changes nothing. */
export function setThemeVariables(kit: Kit, themeVariables: ThemeVariables): void {
  const valid = validateThemeVariables(themeVariables)
  kit.stores.theme.themeVariables = { ...kit.stores.theme.themeVariables, ...valid }
}
