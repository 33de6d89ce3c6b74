import type { CatalogueWallet, Kit } from '@kit/core'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { pushView } from '@kit/core/modules/actions/pushView'
import { isMobile } from '@kit/core/modules/utils/platform'
import { hasWalletDownloads } from '@kit/core/modules/utils/walletDownloads'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useKitState } from '../../utils/useKitState.js'
import { Button } from '../primitives/Button/Button.js'
import { Image } from '../primitives/Image/Image.js'
import { Ring } from '../primitives/Ring/Ring.js'
import { Skeleton } from '../primitives/Skeleton/Skeleton.js'
import { Text } from '../primitives/Text/Text.js'
import { QrCode } from '../QrCode/QrCode.js'
import { copyText } from '../utils/copyText.js'
import { displayName } from '../utils/displayName.js'
import { errorMessage } from '../utils/errorMessage.js'
import { PairingLinks } from './PairingLinks.js'
import pairingPanelCss from './PairingPanel.css?inline'

adoptStyles('modal/PairingPanel/PairingPanel.css', pairingPanelCss)

export type PairingPanelProps = {
  kit: Kit
  /** The catalogue wallet the visitor picked; absent for a plain WalletConnect pairing. */
  wallet?: CatalogueWallet | undefined
  onRetry: () => void
}

const qrSize = 280

/**
 * What a pairing shows: the QR code of the URI on offer (or a placeholder while it is made), the
 * copy button, the wallet's own links, where to get the wallet, and on failure what happened with
 * a Retry.
 */
export function PairingPanel({ kit, wallet, onRetry }: PairingPanelProps) {
  const connection = useKitState(kit, 'connection')
  const { t, tParts } = useI18n()
  const uri = connection.wcUri
  const mobile = isMobile()
  const name = wallet ? displayName(wallet.name, t('wallet.yours')) : undefined
  const imageSrc = wallet ? getWalletImageSrc(kit, { wallet }) : undefined
  const state = connection.wcError ? 'error' : uri ? 'ready' : 'waiting'
  const copy = async () => {
    if (uri)
      await copyText(kit, {
        text: uri,
        copied: t('toast.linkCopied'),
        failed: t('toast.linkNotCopied'),
      })
  }
  if (state === 'error') {
    const failure = connection.error
    return (
      <div className="kit-pairing" data-testid="kit-pairing" data-state="error">
        <Ring state="error">
          <Image src={imageSrc} size={80} />
        </Ring>
        <div className="kit-pairing__text" role="status" aria-live="polite">
          <Text size={16} weight={600} align="center">
            {t(failure?.rejected ? 'connecting.declined' : 'connecting.failed')}
          </Text>
          <Text size={14} tone="muted" align="center">
            {failure?.rejected
              ? t('connecting.declinedText')
              : failure
                ? errorMessage(failure, t('common.somethingWentWrong'))
                : t('pairing.setupFailed')}
          </Text>
        </div>
        <Button data-testid="kit-pairing-retry" icon="refresh" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )
  }
  return (
    <div className="kit-pairing" data-testid="kit-pairing" data-state={state}>
      {!mobile && (
        <div className="kit-pairing__qr">
          {uri ? (
            <QrCode
              value={uri}
              size={qrSize}
              imageSrc={imageSrc}
              imageAlt=""
              label={name ? t('pairing.qrLabelWallet', { name }) : t('pairing.qrLabel')}
            />
          ) : (
            <Skeleton width={qrSize} height={qrSize} />
          )}
        </div>
      )}
      <div className="kit-pairing__text" role="status" aria-live="polite">
        <Text size={16} weight={600} align="center">
          {name
            ? tParts(mobile ? 'connecting.continueIn' : 'pairing.scanWith', {
                name: <bdi key="name">{name}</bdi>,
              })
            : t('pairing.scanWithPhone')}
        </Text>
        <Text size={14} tone="muted" align="center">
          {connection.buffering
            ? t('pairing.waiting')
            : connection.wcLinking
              ? t('connecting.accept')
              : mobile
                ? t('pairing.openWallet')
                : t('pairing.scanHint')}
        </Text>
      </div>
      {wallet && uri && <PairingLinks kit={kit} wallet={wallet} uri={uri} mobile={mobile} />}
      <Button
        variant="secondary"
        icon="copy"
        data-testid="kit-pairing-copy"
        disabled={!uri}
        onClick={copy}
      >
        {t('pairing.copyLink')}
      </Button>
      {wallet && name && hasWalletDownloads(wallet, { mobile }) && (
        <div className="kit-pairing__get" data-testid="kit-pairing-get">
          <Text size={14} tone="muted" truncate>
            {tParts('pairing.dontHave', { name: <bdi key="name">{name}</bdi> })}
          </Text>
          <button
            type="button"
            className="kit-pairing__get-button"
            data-testid="kit-pairing-get-button"
            onClick={() => pushView(kit, { view: 'Downloads', data: { wallet } })}
          >
            {t('pairing.get')}
          </button>
        </div>
      )}
    </div>
  )
}
