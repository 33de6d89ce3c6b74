import type { CatalogueWallet, Kit } from '@kit/core'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { isMobile } from '@kit/core/modules/utils/platform'
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
 * copy button, the wallet's own links, and on failure what happened with a Retry.
 */
export function PairingPanel({ kit, wallet, onRetry }: PairingPanelProps) {
  const connection = useKitState(kit, 'connection')
  const uri = connection.wcUri
  const mobile = isMobile()
  const name = wallet ? displayName(wallet.name, 'your wallet') : undefined
  const imageSrc = wallet ? getWalletImageSrc(kit, { wallet }) : undefined
  const state = connection.wcError ? 'error' : uri ? 'ready' : 'waiting'
  const copy = async () => {
    if (uri) await copyText(kit, uri, 'Link')
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
            {failure?.rejected ? 'Connection declined' : 'Connection failed'}
          </Text>
          <Text size={14} tone="muted" align="center">
            {failure?.rejected
              ? 'You declined the request in your wallet.'
              : failure
                ? errorMessage(failure)
                : 'The pairing could not be set up.'}
          </Text>
        </div>
        <Button data-testid="kit-pairing-retry" icon="refresh" onClick={onRetry}>
          Try again
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
              label={name ? `QR code to connect ${name}` : 'QR code to connect a wallet'}
            />
          ) : (
            <Skeleton width={qrSize} height={qrSize} />
          )}
        </div>
      )}
      <div className="kit-pairing__text" role="status" aria-live="polite">
        <Text size={16} weight={600} align="center">
          {mobile && name ? (
            <>
              Continue in <bdi>{name}</bdi>
            </>
          ) : name ? (
            <>
              Scan with <bdi>{name}</bdi>
            </>
          ) : (
            'Scan with your phone'
          )}
        </Text>
        <Text size={14} tone="muted" align="center">
          {connection.buffering
            ? 'Waiting for your wallet to answer'
            : connection.wcLinking
              ? 'Accept the connection request in your wallet'
              : mobile
                ? 'Open the wallet to accept the connection'
                : 'Open a wallet app on your phone and scan this code'}
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
        Copy link
      </Button>
    </div>
  )
}
