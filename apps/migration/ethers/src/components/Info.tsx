import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@reown/appkit/react'
import { useEffect } from 'react'
import { modal } from '../appKit'

export function Info() {
  const { themeMode, themeVariables, setThemeMode } = useAppKitTheme()
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status, embeddedWalletInfo } = useAppKitAccount()
  const { caipNetwork, caipNetworkId, chainId } = useAppKitNetwork()
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()

  useEffect(() => {
    console.log('Last event:', events.data.event)
  }, [events])

  useEffect(() => modal.subscribeState((next) => console.log('open:', next.open)), [])

  return (
    <section>
      <pre data-testid="account">
        address: {address}
        {'\n'}caipAddress: {caipAddress}
        {'\n'}connected: {String(isConnected)} ({status}){'\n'}account type:{' '}
        {embeddedWalletInfo?.accountType}
        {'\n'}email: {embeddedWalletInfo?.user?.email}
        {'\n'}auth provider: {embeddedWalletInfo?.authProvider}
        {'\n'}modal address: {modal.getAddress()}
        {'\n'}modal connected: {String(modal.getIsConnectedState())}
      </pre>
      <pre data-testid="network">
        {caipNetwork?.name} {caipNetworkId} {chainId} {String(modal.getChainId())}
      </pre>
      <pre data-testid="state">
        activeChain: {state.activeChain} loading: {String(state.loading)} open: {String(state.open)}{' '}
        selectedNetworkId: {state.selectedNetworkId}
      </pre>
      <pre data-testid="wallet">{walletInfo?.name}</pre>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Theme: {themeMode} {themeVariables['--w3m-accent']}
      </button>
    </section>
  )
}
