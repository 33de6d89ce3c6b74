'use client'
import type { ThemeMode, ThemeVariables } from '@kit/core'
import { setThemeMode } from '@kit/core/modules/actions/setThemeMode'
import { setThemeVariables } from '@kit/core/modules/actions/setThemeVariables'
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
      setThemeMode: (mode: ThemeMode) => setThemeMode(kit, { themeMode: mode }),
      setThemeVariables: (variables: ThemeVariables) =>
        setThemeVariables(kit, { themeVariables: variables }),
    }),
    [kit, theme],
  )
}
