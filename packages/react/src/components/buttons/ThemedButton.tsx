'use client'
import type { ThemeMode, ThemeVariables } from '@kit/core'
import { type ButtonHTMLAttributes, useRef } from 'react'
import { useThemeRoot } from '../../theme/useThemeRoot.js'
import '../../theme/palette.css'
import './buttons.css'

export type ThemedButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** A `<button>` carrying the instance's theme: its mode, its variables and a readable on-accent colour. */
export function ThemedButton({ themeMode, themeVariables, ...props }: ThemedButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useThemeRoot(ref, themeVariables, themeMode)
  return <button type="button" ref={ref} data-kit-theme={themeMode} {...props} />
}
