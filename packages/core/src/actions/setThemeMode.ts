import type { Kit } from '../types/kit.js'
import type { ThemeMode } from '../types/theme.js'

export type SetThemeModeParameters = { themeMode: ThemeMode }

export function setThemeMode(kit: Kit, { themeMode }: SetThemeModeParameters): void {
  kit.stores.theme.themeMode = themeMode
}
