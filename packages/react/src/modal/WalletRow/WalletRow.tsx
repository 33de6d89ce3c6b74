import type { Connector, WalletListSection } from '@kit/core'
import type { Translator } from '../../i18n/createTranslator.js'
import { useI18n } from '../../i18n/I18nContext.js'
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

function statusPill(t: Translator['t'], connector: Connector, section: WalletListSection) {
  if (connector.suspicious) return <Pill variant="warning">{t('pill.check')}</Pill>
  if (section === 'recent') return <Pill variant="neutral">{t('pill.recent')}</Pill>
  if (section === 'walletConnect') return <Pill variant="accent">{t('pill.qrCode')}</Pill>
  if (['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'].includes(connector.type))
    return <Pill variant="success">{t('pill.installed')}</Pill>
  return null
}

/** A connector's own image; the WalletConnect row without one gets the built-in icon. */
function connectorImage(connector: Connector): string | undefined {
  if (connector.imageUrl) return connector.imageUrl
  return connector.type === 'WALLET_CONNECT' ? walletConnectIcon : undefined
}

/** One wallet of the list: icon, name (untrusted, shown as text only) and status. */
export function WalletRow({ connector, section, onSelect }: WalletRowProps) {
  const { t } = useI18n()
  return (
    <Row
      data-testid="kit-wallet-row"
      data-connector-id={connector.id}
      title={connector.suspicious ? t('wallet.suspicious') : undefined}
      start={<Image src={connectorImage(connector)} />}
      end={statusPill(t, connector, section)}
      onClick={() => onSelect(connector)}
    >
      <bdi>{displayName(connector.name, t('wallet.unknown'))}</bdi>
    </Row>
  )
}
