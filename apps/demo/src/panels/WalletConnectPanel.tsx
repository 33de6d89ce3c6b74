import { readDevnetConfig } from '../devnetConfig.js'

const config = readDevnetConfig()

/** Where the local WalletConnect pieces run: the relay, and the demo mobile wallet to pair with. */
export function WalletConnectPanel() {
  return (
    <section className="demo__card">
      <h2>WalletConnect</h2>
      <p className="demo__note">
        Choose WalletConnect in the modal, copy the link (or scan the code), and pair it in the{' '}
        <a
          href={config.mobileWalletUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="demo-mobile-wallet"
        >
          demo mobile wallet
        </a>
        .
      </p>
      <p className="demo__note">
        Relay: <code data-testid="demo-relay-url">{config.relayUrl}</code>
      </p>
    </section>
  )
}
