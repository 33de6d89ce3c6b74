import { type Connector, getConnectors, groupConnectors, type Kit, pushView } from '@kit/core'
import { useKitState } from '../../../utils/useKitState.js'
import { Notice } from '../../Notice/Notice.js'
import { WalletRow } from '../../WalletRow/WalletRow.js'
import './ConnectView.css'

/** The wallet list, section by section in the SPEC's order. */
export default function ConnectView({ kit }: { kit: Kit }) {
  // Subscribes to connector changes; getConnectors reads the same snapshot.
  useKitState(kit, 'connectors')
  const sections = groupConnectors({
    connectors: getConnectors(kit),
    walletConnectEnabled: false,
    connectedViaWalletConnect: false,
  })
  const select = (connector: Connector) => pushView(kit, 'ConnectingExternal', { connector })
  if (sections.length === 0)
    return (
      <Notice
        icon="wallet"
        title="No wallet found"
        text="Install a browser wallet, then reload this page."
      />
    )
  return (
    <div className="kit-wallet-list" data-testid="kit-wallet-list">
      {sections.map(({ section, connectors }) => (
        <div key={section} className="kit-wallet-list__section" data-section={section}>
          {connectors.map((connector) => (
            <WalletRow
              key={connector.id}
              connector={connector}
              section={section}
              onSelect={select}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
