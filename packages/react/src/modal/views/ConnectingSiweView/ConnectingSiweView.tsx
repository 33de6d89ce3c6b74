import type { Kit } from '@kit/core'
import { cancelSiwxSignature } from '@kit/core/modules/actions/cancelSiwxSignature'
import { requestSiwxSignature } from '@kit/core/modules/actions/requestSiwxSignature'
import { getSiwx } from '@kit/core/modules/utils/getSiwx'
import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { Avatar } from '../../Avatar/Avatar.js'
import { Button } from '../../primitives/Button/Button.js'
import { Image } from '../../primitives/Image/Image.js'
import { Text } from '../../primitives/Text/Text.js'
import { displayName } from '../../utils/displayName.js'
import { useActiveChain } from '../../utils/useActiveChain.js'
import connectingSiweViewCss from './ConnectingSiweView.css?inline'

adoptStyles('modal/views/ConnectingSiweView/ConnectingSiweView.css', connectingSiweViewCss)

// The outcome is in the state: core shows the toast, closes the modal, switches back or disconnects.
const settled = () => {}

/**
 * Sign in with Ethereum for an app that passed AppKit's legacy `siweConfig` (ConnectingSiwe): the
 * app's and the wallet's pictures drawn towards each other, '<app> wants to connect to your
 * wallet', why to sign, then Cancel or Sign. Signing goes through the app's own nonce, message
 * and check; Cancel of a required sign-in switches back to a network signed in on, or disconnects.
 */
export default function ConnectingSiweView({ kit }: { kit: Kit }) {
  const { t } = useI18n()
  const [signing, setSigning] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const account = useActiveChain(kit)?.account
  const metadata = kit.options.metadata
  const appName = displayName(metadata?.name, t('siwx.thisApp'))
  const required = getSiwx(kit)?.getRequired?.() === true
  const run = (setBusy: (busy: boolean) => void, action: (kit: Kit) => Promise<void>) => {
    setBusy(true)
    action(kit)
      .catch(settled)
      .finally(() => setBusy(false))
  }
  return (
    <div className="kit-siwe" data-testid="kit-connecting-siwe" aria-busy={signing || cancelling}>
      <div className="kit-siwe__pictures" aria-hidden="true">
        <span className="kit-siwe__app">
          <Image src={metadata?.icons?.[0]} size={64} shape="round" fallback="globe" />
        </span>
        <span className="kit-siwe__wallet">
          {account?.connectedWalletInfo?.icon ? (
            <Image src={account.connectedWalletInfo.icon} size={64} />
          ) : (
            <Avatar address={account?.address ?? ''} />
          )}
        </span>
      </div>
      <Text as="h3" size={16} weight={600} align="center" dir="auto">
        {t('siwe.title', { name: appName })}
      </Text>
      <Text tone="muted" align="center">
        {t(required ? 'siwx.textRequired' : 'siwx.textOptional')}
      </Text>
      <div className="kit-siwe__actions">
        <Button
          variant="secondary"
          data-testid="kit-siwe-cancel"
          // Offered while the wallet is asked too: a wallet that never answers must not hold the
          // visitor (cancelling a required sign-in disconnects, which ends the request).
          disabled={cancelling}
          onClick={() => run(setCancelling, cancelSiwxSignature)}
        >
          {cancelling ? t('siwx.cancelling') : t('siwx.cancel')}
        </Button>
        <Button
          data-testid="kit-siwe-sign"
          disabled={signing || cancelling}
          onClick={() => run(setSigning, requestSiwxSignature)}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
