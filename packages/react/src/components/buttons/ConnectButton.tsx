'use client'
import type { ChainNamespace } from '@kit/core'
import type { ReactNode } from 'react'
import { type ButtonState, useButtonState } from '../../hooks/useButtonState.js'
import { useKit } from '../../hooks/useKit.js'
import { useButtonMessages } from '../../i18n/useButtonMessages.js'
import { ThemedButton } from './ThemedButton.js'

export type ConnectButtonProps = {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: boolean
  namespace?: ChainNamespace
  /** Draw your own button from the state instead. */
  children?: (state: ButtonState) => ReactNode
}

/** Opens the modal at Connect. */
export function ConnectButton({
  size = 'md',
  label,
  loadingLabel,
  disabled = false,
  namespace,
  children,
}: ConnectButtonProps) {
  const state = useButtonState(namespace)
  const { locale, t } = useButtonMessages(useKit())
  if (children) return <>{children(state)}</>
  const loading = state.isConnecting
  return (
    <ThemedButton
      themeMode={state.themeMode}
      themeVariables={state.themeVariables}
      className={`kit-button kit-button--connect kit-button--${size}`}
      data-testid="kit-connect-button"
      disabled={disabled}
      aria-busy={loading}
      lang={locale}
      onClick={() => state.open('Connect')}
    >
      {loading ? <span className="kit-button__spinner" aria-hidden="true" /> : null}
      {loading ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
    </ThemedButton>
  )
}
