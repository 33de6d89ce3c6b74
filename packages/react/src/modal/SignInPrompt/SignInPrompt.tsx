import type { Kit } from '@kit/core'
import { cancelSiwxSignature } from '@kit/core/modules/actions/cancelSiwxSignature'
import { requestSiwxSignature } from '@kit/core/modules/actions/requestSiwxSignature'
import { getSiwx } from '@kit/core/modules/utils/getSiwx'
import { useState } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { Avatar } from '../Avatar/Avatar.js'
import { Button } from '../primitives/Button/Button.js'
import { Image } from '../primitives/Image/Image.js'
import { Text } from '../primitives/Text/Text.js'
import { displayName } from '../utils/displayName.js'
import { useActiveChain } from '../utils/useActiveChain.js'

export type SignInPromptProps = {
  kit: Kit
  /** The view's class names (`kit-siwx`, `kit-siwe`): each view draws its pictures its own way. */
  block: 'kit-siwx' | 'kit-siwe'
  /** Test ids: `<testId>` on the view, `kit-<buttons>-cancel` and `kit-<buttons>-sign`. */
  testId: string
  buttons: 'siwx' | 'siwe'
  title: 'siwx.title' | 'siwe.title'
  /** The pictures' box class: the app and the wallet side by side. */
  pictures: string
  /** The wallet's picture: round as an account, or rounded as a wallet icon. */
  walletShape: 'round' | 'rounded'
}

// The outcome is in the state: core shows the toast, closes the modal, switches back or disconnects.
const settled = () => {}

/**
 * The sign-in prompt of SIWXSignMessage and ConnectingSiwe: the app's and the wallet's pictures,
 * what the app asks, why, then Cancel or Sign through core's sign-in actions. Cancel is offered
 * while the wallet is asked too: a wallet that never answers must not hold the visitor
 * (cancelling a required sign-in switches back to a network signed in on, or disconnects, which
 * ends the request).
 */
export function SignInPrompt({
  kit,
  block,
  testId,
  buttons,
  title,
  pictures,
  walletShape,
}: SignInPromptProps) {
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
    <div className={block} data-testid={testId} aria-busy={signing || cancelling}>
      <div className={pictures} aria-hidden="true">
        <span className={`${block}__app`}>
          <Image src={metadata?.icons?.[0]} size={64} shape="round" fallback="globe" />
        </span>
        <span className={`${block}__wallet`}>
          {account?.connectedWalletInfo?.icon ? (
            <Image src={account.connectedWalletInfo.icon} size={64} shape={walletShape} />
          ) : (
            <Avatar address={account?.address ?? ''} />
          )}
        </span>
      </div>
      <Text as="h3" size={16} weight={600} align="center" dir="auto">
        {t(title, { name: appName })}
      </Text>
      <Text tone="muted" align="center">
        {t(required ? 'siwx.textRequired' : 'siwx.textOptional')}
      </Text>
      <div className={`${block}__actions`}>
        <Button
          variant="secondary"
          data-testid={`kit-${buttons}-cancel`}
          disabled={cancelling}
          onClick={() => run(setCancelling, cancelSiwxSignature)}
        >
          {cancelling ? t('siwx.cancelling') : t('siwx.cancel')}
        </Button>
        <Button
          data-testid={`kit-${buttons}-sign`}
          disabled={signing || cancelling}
          onClick={() => run(setSigning, requestSiwxSignature)}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
