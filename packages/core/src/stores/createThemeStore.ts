import { proxy } from 'valtio/vanilla'
import type { ThemeMode, ThemeVariables } from '../types/theme.js'

export type ThemeState = { themeMode: ThemeMode; themeVariables: ThemeVariables }

export function createThemeStore(themeMode: ThemeMode, themeVariables: ThemeVariables) {
  return proxy<ThemeState>({ themeMode, themeVariables })
}
