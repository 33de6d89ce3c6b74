'use client'
import { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from '@kit/core'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** The theme mode and variables, and setters for both. */
export function useAppKitTheme() {
  const kit = useKit()
  const theme = useKitState(kit, 'theme')
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (mode: ThemeMode) => setThemeMode(kit, mode),
      setThemeVariables: (variables: ThemeVariables) => setThemeVariables(kit, variables),
    }),
    [kit, theme],
  )
}
