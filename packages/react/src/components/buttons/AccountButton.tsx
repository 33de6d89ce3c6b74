'use client'
import type { ChainNamespace } from '@kit/core'
import type { ReactNode } from 'react'
import { type ButtonState, useButtonState } from '../../hooks/useButtonState.js'
import { avatarBackground } from '../../utils/avatarColors.js'
import { ThemedButton } from './ThemedButton.js'

export type AccountButtonProps = {
  disabled?: boolean
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  children?: (state: ButtonState) => ReactNode
}

/** The connected account (avatar, balance, address); opens Account. */
export function AccountButton({
  disabled = false,
  balance = 'show',
  namespace,
  children,
}: AccountButtonProps) {
  const state = useButtonState(namespace)
  if (children) return <>{children(state)}</>
  if (!state.address) return null
  return (
    <ThemedButton
      themeMode={state.themeMode}
      themeVariables={state.themeVariables}
      className="kit-button kit-button--account"
      data-testid="kit-account-button"
      disabled={disabled}
      onClick={() => state.open('Account')}
    >
      {balance === 'show' && state.balance !== undefined ? (
        <span className="kit-button__balance">
          {state.balance} {state.balanceSymbol}
        </span>
      ) : null}
      <span className="kit-button__address">
        <span
          className="kit-button__avatar"
          style={{ backgroundImage: avatarBackground(state.address) }}
          aria-hidden="true"
        />
        <span title={state.address}>{state.displayAddress}</span>
      </span>
    </ThemedButton>
  )
}
