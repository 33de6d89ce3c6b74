'use client'
import type { ThemeMode, ThemeVariables } from '@kit/core'
import { type ButtonHTMLAttributes, useState } from 'react'
import { useThemeRoot } from '../../theme/useThemeRoot.js'
import '../../theme/palette.css'
import './buttons.css'

export type ThemedButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** A `<button>` carrying the instance's theme: its mode, its variables and a readable on-accent colour. */
export function ThemedButton({ themeMode, themeVariables, ...props }: ThemedButtonProps) {
  const [element, setElement] = useState<HTMLButtonElement | null>(null)
  useThemeRoot(element, themeVariables, themeMode)
  return <button type="button" ref={setElement} data-kit-theme={themeMode} {...props} />
}
