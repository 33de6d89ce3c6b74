import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@reown/appkit/react'
import { useEffect } from 'react'

export function Info() {
  const { themeMode } = useAppKitTheme()
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status, embeddedWalletInfo } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()

  useEffect(() => {
    console.log('Event:', events.data.event)
  }, [events])

  return (
    <section>
      <pre data-testid="account" data-address={address ?? ''} data-chain-id={chainId ?? ''}>
        {caipAddress} {String(isConnected)} {status}
        {embeddedWalletInfo?.user?.email ? ` ${embeddedWalletInfo.user.email}` : ''}
      </pre>
      <pre data-testid="state">
        {state.activeChain} {String(state.open)} {String(state.loading)} {state.selectedNetworkId}
      </pre>
      <pre data-testid="wallet-info">{walletInfo?.name}</pre>
      <p>Theme: {themeMode}</p>
    </section>
  )
}
