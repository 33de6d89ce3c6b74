import type { Connector, WalletListSection } from '@kit/core'
import { walletConnectIcon } from '../icons/walletConnectIcon.js'
import { Image } from '../primitives/Image/Image.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { Row } from '../primitives/Row/Row.js'
import { displayName } from '../utils/displayName.js'

export type WalletRowProps = {
  connector: Connector
  section: WalletListSection
  onSelect: (connector: Connector) => void
}

const suspiciousHint =
  'Another wallet uses the same name. Check that this is the wallet you installed before connecting.'

function statusPill(connector: Connector, section: WalletListSection) {
  if (connector.suspicious) return <Pill variant="warning">CHECK</Pill>
  if (section === 'recent') return <Pill variant="neutral">RECENT</Pill>
  if (section === 'walletConnect') return <Pill variant="accent">QR CODE</Pill>
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED')
    return <Pill variant="success">INSTALLED</Pill>
  return null
}

/** A connector's own image; the WalletConnect row without one gets the built-in icon. */
function connectorImage(connector: Connector): string | undefined {
  if (connector.imageUrl) return connector.imageUrl
  return connector.type === 'WALLET_CONNECT' ? walletConnectIcon : undefined
}

/** One wallet of the list: icon, name (untrusted, shown as text only) and status. */
export function WalletRow({ connector, section, onSelect }: WalletRowProps) {
  return (
    <Row
      data-testid="kit-wallet-row"
      data-connector-id={connector.id}
      title={connector.suspicious ? suspiciousHint : undefined}
      start={<Image src={connectorImage(connector)} />}
      end={statusPill(connector, section)}
      onClick={() => onSelect(connector)}
    >
      <bdi>{displayName(connector.name, 'Unknown wallet')}</bdi>
    </Row>
  )
}
