'use client'
import type { ChainNamespace, View } from '@kit/core'
import { openModal } from '@kit/core/modules/actions/openModal'
import { getState } from '@kit/core/modules/actions/state'
import { useMemo, useRef } from 'react'
import { formatAmount } from '../utils/formatAmount.js'
import { shortenAddress } from '../utils/shortenAddress.js'
import { useKitState } from '../utils/useKitState.js'
import { useKitValue } from '../utils/useKitValue.js'
import { useKit } from './useKit.js'

/**
 * Everything a connect, account or network button draws; the headless half of every button.
 * `isModalOpen` is followed only once a render has read it: the kit's own buttons never do, so
 * opening the modal does not draw them again (a render of their own tree in the open's frame).
 */
export function useButtonState(namespace?: ChainNamespace) {
  const kit = useKit()
  const chains = useKitState(kit, 'chains')
  const connection = useKitState(kit, 'connection')
  // Set by the first read of `isModalOpen` and never unset, so a render discarded after reading
  // it can only make the button follow the modal sooner.
  const readsModalOpen = useRef(false)
  const modalOpen = useKitValue(kit, 'modal', (modal) => readsModalOpen.current && modal.open)
  const theme = useKitState(kit, 'theme')
  const locale = useKitState(kit, 'locale').texts?.locale
  const ns = namespace ?? chains.activeNamespace
  const chain = ns ? chains.namespaces[ns] : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object when a followed `isModalOpen` changes.
  return useMemo(() => {
    const account = chain?.account
    const network = chain?.network
    const address = account?.address
    return {
      isConnected: address !== undefined,
      isConnecting: connection.status === 'connecting' || account?.status === 'reconnecting',
      get isModalOpen() {
        readsModalOpen.current = true
        return getState(kit, 'modal').open
      },
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
  }, [kit, chain, connection.status, modalOpen, theme, ns, locale])
}

export type ButtonState = ReturnType<typeof useButtonState>
