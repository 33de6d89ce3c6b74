import type { CaipNetwork, Kit } from '@kit/core'
import { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
import { trackEvent } from '@kit/core/modules/actions/trackEvent'
import { listReceiveNetworks } from '@kit/core/modules/features/receive/listReceiveNetworks'
import { useId } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { NetworkBadge } from '../../../NetworkBadge/NetworkBadge.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Text } from '../../../primitives/Text/Text.js'
import { QrCode } from '../../../QrCode/QrCode.js'
import { copyText } from '../../../utils/copyText.js'
import { displayName } from '../../../utils/displayName.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import walletReceiveViewCss from './WalletReceiveView.css?inline'

adoptStyles('modal/features/receive/WalletReceiveView/WalletReceiveView.css', walletReceiveViewCss)

/**
 * The connected address to receive on: as a QR code (the active network's icon in its centre),
 * written out in full with Copy, and the networks it is valid on (every EVM network of the app
 * for an EVM address; the active network for Solana and Bitcoin).
 */
export default function WalletReceiveView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const { t: modalT } = useI18n()
  const { t } = useFeatureTranslator(catalogue)
  const id = useId()
  const address = chain?.account.address
  if (!chain || !address) return null
  const active = chain.network.unsupported ? undefined : chain.network.caipNetwork
  const networks = listReceiveNetworks(kit, { namespace: chain.namespace })
  const copy = () => {
    trackEvent(kit, { event: 'CLICK_COPY_ADDRESS' })
    return copyText(kit, {
      text: address,
      copied: modalT('toast.addressCopied'),
      failed: modalT('toast.addressNotCopied'),
    })
  }
  return (
    <div className="kit-receive" data-testid="kit-receive">
      <div className="kit-receive__qr">
        <QrCode
          value={address}
          size={232}
          imageSrc={active ? getNetworkImageSrc(kit, { network: active }) : undefined}
          label={t('receive.qrLabel')}
        />
      </div>
      <section className="kit-receive__address" aria-labelledby={`${id}-address`}>
        <Text as="h3" size={12} weight={600} tone="muted" id={`${id}-address`}>
          {t('receive.address')}
        </Text>
        <p className="kit-receive__address-text">
          <bdi dir="ltr" data-testid="kit-receive-address">
            {address}
          </bdi>
        </p>
      </section>
      <Button
        variant="secondary"
        icon="copy"
        data-testid="kit-receive-copy"
        onClick={() => void copy()}
      >
        {modalT('account.copyAddress')}
      </Button>
      {networks.length > 0 && (
        <section className="kit-receive__networks" aria-labelledby={`${id}-networks`}>
          <div className="kit-receive__networks-text">
            <Text as="h3" size={14} weight={600} id={`${id}-networks`}>
              {t('receive.networks')}
            </Text>
            <Text size={12} tone="muted">
              {t('receive.networksHint')}
            </Text>
          </div>
          <ul className="kit-receive__network-list" data-testid="kit-receive-networks">
            {networks.map((network) => (
              <ReceiveNetwork key={network.caipNetworkId} kit={kit} network={network} />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function ReceiveNetwork({ kit, network }: { kit: Kit; network: CaipNetwork }) {
  const { t } = useI18n()
  return (
    <li
      className="kit-receive__network"
      data-testid="kit-receive-network"
      data-network-id={network.caipNetworkId}
    >
      <NetworkBadge network={network} src={getNetworkImageSrc(kit, { network })} />
      <bdi className="kit-receive__network-name">
        {displayName(network.name, t('account.unknownNetwork'))}
      </bdi>
    </li>
  )
}
