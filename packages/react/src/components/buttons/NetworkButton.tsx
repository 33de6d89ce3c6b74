'use client'
import type { ChainNamespace } from '@kit/core'
import type { ReactNode } from 'react'
import { type ButtonState, useButtonState } from '../../hooks/useButtonState.js'
import { useKit } from '../../hooks/useKit.js'
import { useButtonMessages } from '../../i18n/useButtonMessages.js'
import { NetworkMark } from '../NetworkMark/NetworkMark.js'
import { ThemedButton } from './ThemedButton.js'
import { useNetworkImageSrc } from './useNetworkImageSrc.js'

export type NetworkButtonProps = {
  disabled?: boolean
  namespace?: ChainNamespace
  children?: (state: ButtonState) => ReactNode
}

/** The active network; opens Networks (UnsupportedChain when the wallet is on another chain). */
export function NetworkButton({ disabled = false, namespace, children }: NetworkButtonProps) {
  const kit = useKit()
  const state = useButtonState(namespace)
  const { locale, t } = useButtonMessages(kit)
  const imageSrc = useNetworkImageSrc(kit, state.isUnsupported ? undefined : state.network)
  if (children) return <>{children(state)}</>
  const label = state.isUnsupported
    ? t('button.switchNetwork')
    : (state.network?.name ?? t('button.selectNetwork'))
  return (
    <ThemedButton
      themeMode={state.themeMode}
      themeVariables={state.themeVariables}
      className={`kit-button kit-button--network${state.isUnsupported ? ' kit-button--warning' : ''}`}
      data-testid="kit-network-button"
      lang={locale}
      disabled={disabled}
      onClick={() =>
        state.open(state.isUnsupported && state.isConnected ? 'UnsupportedChain' : 'Networks')
      }
    >
      <NetworkMark
        className="kit-button__network-dot"
        src={imageSrc}
        initial={initialOf(state.isUnsupported ? undefined : state.network?.name)}
        size={24}
      />
      <bdi>{label}</bdi>
    </ThemedButton>
  )
}

/** The network name's first character (a whole emoji or letter), capitalised. */
function initialOf(name: string | undefined): string | undefined {
  return name ? Array.from(name.trim())[0]?.toUpperCase() : undefined
}
