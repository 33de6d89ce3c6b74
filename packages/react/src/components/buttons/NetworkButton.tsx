'use client'
import type { ChainNamespace } from '@kit/core'
import type { ReactNode } from 'react'
import { type ButtonState, useButtonState } from '../../hooks/useButtonState.js'
import { ThemedButton } from './ThemedButton.js'

export type NetworkButtonProps = {
  disabled?: boolean
  namespace?: ChainNamespace
  children?: (state: ButtonState) => ReactNode
}

/** The active network; opens Networks (UnsupportedChain when the wallet is on another chain). */
export function NetworkButton({ disabled = false, namespace, children }: NetworkButtonProps) {
  const state = useButtonState(namespace)
  if (children) return <>{children(state)}</>
  const label = state.isUnsupported ? 'Switch Network' : (state.network?.name ?? 'Select Network')
  return (
    <ThemedButton
      themeMode={state.themeMode}
      themeVariables={state.themeVariables}
      className={`kit-button kit-button--network${state.isUnsupported ? ' kit-button--warning' : ''}`}
      data-testid="kit-network-button"
      disabled={disabled}
      onClick={() =>
        state.open(state.isUnsupported && state.isConnected ? 'UnsupportedChain' : 'Networks')
      }
    >
      <span className="kit-button__network-dot" aria-hidden="true" />
      <bdi>{label}</bdi>
    </ThemedButton>
  )
}
