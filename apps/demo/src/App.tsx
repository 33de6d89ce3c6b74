import { AccountButton, AppKitButton, ConnectButton, NetworkButton } from '@kit/react'
import { ActionsPanel } from './panels/ActionsPanel.js'
import { HooksPanel } from './panels/HooksPanel.js'
import { MultichainPanel } from './panels/MultichainPanel.js'
import { SignInPanel } from './panels/SignInPanel.js'
import { SolanaTestPanel } from './panels/SolanaTestPanel.js'
import { WalletConnectPanel } from './panels/WalletConnectPanel.js'
import './appKit.js'

/** The demo dapp: the buttons in the header, actions, and every hook's live value. */
export function App() {
  return (
    <div className="demo">
      <header className="demo__header">
        <div className="demo__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Kit demo</span>
        </div>
        <div className="demo__header-buttons">
          <appkit-network-button />
          <appkit-button />
        </div>
      </header>
      <main className="demo__main">
        <section className="demo__card">
          <h2>React buttons</h2>
          <div className="demo__row">
            <AppKitButton />
            <ConnectButton size="sm" label="Connect (sm)" />
            <AccountButton balance="hide" />
            <NetworkButton />
          </div>
        </section>
        <SignInPanel />
        <ActionsPanel />
        <WalletConnectPanel />
        <SolanaTestPanel />
        <MultichainPanel />
        <HooksPanel />
      </main>
    </div>
  )
}
