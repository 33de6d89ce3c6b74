export type ThemeMode = 'light' | 'dark'

/** AppKit-compatible theme variables; each value must be a plain CSS token. */
export type ThemeVariables = {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  '--w3m-qr-color'?: string
}
