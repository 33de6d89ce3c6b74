'use client'
import type { ChainNamespace } from '@kit/core'
import type { ReactNode } from 'react'
import { type ButtonState, useButtonState } from '../../hooks/useButtonState.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'

export type AppKitButtonProps = {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: boolean
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  children?: (state: ButtonState) => ReactNode
}

/**
 * Connect when disconnected, the account when connected.
 * @example <AppKitButton balance="hide" />
 */
export function AppKitButton({ balance, children, ...connectProps }: AppKitButtonProps) {
  const state = useButtonState(connectProps.namespace)
  if (children) return <>{children(state)}</>
  return state.isConnected ? (
    <AccountButton
      balance={balance}
      disabled={connectProps.disabled}
      namespace={connectProps.namespace}
    />
  ) : (
    <ConnectButton {...connectProps} />
  )
}
