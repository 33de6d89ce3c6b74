import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@kit/react'
import { BalanceCard } from './BalanceCard.js'

/** Every hook's live value, as a developer would log it. */
export function HooksPanel() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const events = useAppKitEvents()
  const wallet = useWalletInfo()
  const provider = useAppKitProvider('eip155')
  return (
    <section className="demo__hooks">
      <HookCard name="useAppKitAccount()" value={account} testId="hook-account" />
      <HookCard
        name="useAppKitNetwork()"
        value={{
          caipNetworkId: network.caipNetworkId,
          chainId: network.chainId,
          name: network.caipNetwork?.name,
        }}
        testId="hook-network"
      />
      <HookCard name="useAppKitState()" value={state} testId="hook-state" />
      <HookCard
        name="useAppKitTheme()"
        value={{ themeMode: theme.themeMode, themeVariables: theme.themeVariables }}
        testId="hook-theme"
      />
      <HookCard name="useAppKitEvents()" value={events} testId="hook-events" />
      <HookCard name="useWalletInfo()" value={wallet} testId="hook-wallet" />
      <HookCard
        name="useAppKitProvider('eip155')"
        value={{
          walletProvider: provider.walletProvider ? '[EIP-1193 provider]' : undefined,
          walletProviderType: provider.walletProviderType,
        }}
        testId="hook-provider"
      />
      <BalanceCard />
    </section>
  )
}

function HookCard({ name, value, testId }: { name: string; value: unknown; testId: string }) {
  return (
    <div className="demo__card demo__hook">
      <h3>{name}</h3>
      <pre data-testid={testId}>{JSON.stringify(value, null, 2)}</pre>
    </div>
  )
}
