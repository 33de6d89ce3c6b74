import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@reown/appkit/react'
import { useEffect } from 'react'

export function Info() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status, embeddedWalletInfo } = useAppKitAccount({
    namespace: 'eip155',
  })
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo('eip155')

  useEffect(() => {
    console.log('Event:', events.data.event)
  }, [events])

  return (
    <section>
      <pre data-testid="appkit-account" data-address={address ?? ''} data-status={status ?? ''}>
        {caipAddress} {String(isConnected)} {embeddedWalletInfo?.accountType}
      </pre>
      <pre data-testid="appkit-state">
        {state.activeChain} {String(state.open)} {String(state.loading)} {state.selectedNetworkId}
      </pre>
      <pre data-testid="wallet-info">{walletInfo?.name}</pre>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Theme: {themeMode}
      </button>
    </section>
  )
}
