'use client'
import type { ChainNamespace, View } from '@kit/core'
import { openModal } from '@kit/core/modules/actions/openModal'
import { useMemo } from 'react'
import { formatAmount } from '../utils/formatAmount.js'
import { shortenAddress } from '../utils/shortenAddress.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** Everything a connect, account or network button draws; the headless half of every button. */
export function useButtonState(namespace?: ChainNamespace) {
  const kit = useKit()
  const chains = useKitState(kit, 'chains')
  const connection = useKitState(kit, 'connection')
  const modal = useKitState(kit, 'modal')
  const theme = useKitState(kit, 'theme')
  const locale = useKitState(kit, 'locale').texts?.locale
  const ns = namespace ?? chains.activeNamespace
  const chain = ns ? chains.namespaces[ns] : undefined
  return useMemo(() => {
    const account = chain?.account
    const network = chain?.network
    const address = account?.address
    return {
      isConnected: address !== undefined,
      isConnecting: connection.status === 'connecting' || account?.status === 'reconnecting',
      isModalOpen: modal.open,
      address,
      displayAddress: address ? (account?.profileName ?? shortenAddress(address)) : undefined,
      balance: account?.balance === undefined ? undefined : formatAmount(account.balance, locale),
      // The adapter's symbol, else the network's (SOL, BTC) while it has not said.
      balanceSymbol: account?.balanceSymbol ?? network?.caipNetwork?.nativeCurrency.symbol,
      network: network?.caipNetwork,
      isUnsupported: network?.unsupported ?? false,
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      open: (view?: View) => openModal(kit, { view, namespace: ns }),
    }
  }, [kit, chain, connection.status, modal.open, theme, ns, locale])
}

export type ButtonState = ReturnType<typeof useButtonState>
