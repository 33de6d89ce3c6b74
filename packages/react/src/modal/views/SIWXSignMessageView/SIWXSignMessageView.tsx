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
import siwxSignMessageViewCss from './SIWXSignMessageView.css?inline'

adoptStyles('modal/views/SIWXSignMessageView/SIWXSignMessageView.css', siwxSignMessageViewCss)

// The outcome is in the state: core shows the toast, closes the modal or disconnects.
const settled = () => {}

/**
 * Sign in with X (SIWXSignMessage): the app asks the connected visitor to sign a message that
 * proves they own the wallet. Sign, or Cancel (which disconnects when the app requires sign-in).
 */
export default function SIWXSignMessageView({ kit }: { kit: Kit }) {
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
    <div className="kit-siwx" data-testid="kit-siwx-sign-message" aria-busy={signing || cancelling}>
      <div className="kit-siwx__avatars" aria-hidden="true">
        <span className="kit-siwx__app">
          <Image src={metadata?.icons?.[0]} size={64} shape="round" fallback="globe" />
        </span>
        <span className="kit-siwx__wallet">
          {account?.connectedWalletInfo?.icon ? (
            <Image src={account.connectedWalletInfo.icon} size={64} shape="round" />
          ) : (
            <Avatar address={account?.address ?? ''} />
          )}
        </span>
      </div>
      <Text as="h3" size={16} weight={600} align="center" dir="auto">
        {t('siwx.title', { name: appName })}
      </Text>
      <Text tone="muted" align="center">
        {t(required ? 'siwx.textRequired' : 'siwx.textOptional')}
      </Text>
      <div className="kit-siwx__actions">
        <Button
          variant="secondary"
          data-testid="kit-siwx-cancel"
          // Still offered while the wallet is asked: a wallet that never answers must not hold the
          // visitor (cancelling disconnects when sign-in is required, which ends the request).
          disabled={cancelling}
          onClick={() => run(setCancelling, cancelSiwxSignature)}
        >
          {cancelling ? t('siwx.cancelling') : t('siwx.cancel')}
        </Button>
        <Button
          data-testid="kit-siwx-sign"
          disabled={signing || cancelling}
          onClick={() => run(setSigning, requestSiwxSignature)}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
