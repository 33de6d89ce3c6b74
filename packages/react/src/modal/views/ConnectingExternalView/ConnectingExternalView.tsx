import type { Kit } from '@kit/core'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { startConnecting } from '@kit/core/modules/actions/startConnecting'
import { getState } from '@kit/core/modules/actions/state'
import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { useKitState } from '../../../utils/useKitState.js'
import { Notice } from '../../Notice/Notice.js'
import { Button } from '../../primitives/Button/Button.js'
import { Image } from '../../primitives/Image/Image.js'
import { Ring } from '../../primitives/Ring/Ring.js'
import { Text } from '../../primitives/Text/Text.js'
import { displayName } from '../../utils/displayName.js'
import { errorMessage } from '../../utils/errorMessage.js'
import connectingExternalViewCss from './ConnectingExternalView.css?inline'

adoptStyles(
  'modal/views/ConnectingExternalView/ConnectingExternalView.css',
  connectingExternalViewCss,
)

/**
 * Follows the attempt the visitor's click started (`startConnecting`), and says what happened;
 * Try again is a click too, so it asks the wallet again at once.
 */
export default function ConnectingExternalView({ kit }: { kit: Kit }) {
  // The connector belongs to this view for its whole life, even while it fades out.
  const [connector] = useState(() => getState(kit, 'router').data?.connector)
  const connection = useKitState(kit, 'connection')
  const { t, tParts } = useI18n()
  const failure =
    connector &&
    connection.pendingConnectorId === connector.id &&
    connection.status !== 'connecting'
      ? connection.error
      : undefined
  if (!connector)
    return (
      <div className="kit-connecting">
        <Notice
          icon="wallet"
          title={t('connecting.noWalletTitle')}
          text={t('connecting.noWalletText')}
        />
        <Button variant="secondary" onClick={() => replaceView(kit, { view: 'Connect' })}>
          {t('connecting.seeWallets')}
        </Button>
      </div>
    )
  const name = displayName(connector.name, t('wallet.yours'))
  return (
    <div className="kit-connecting">
      <Ring state={failure ? 'error' : 'waiting'}>
        <Image src={connector.imageUrl} size={80} />
      </Ring>
      <div className="kit-connecting__text" role="status" aria-live="polite">
        <Text size={16} weight={600} align="center" className="kit-connecting__title">
          {failure
            ? t(failure.rejected ? 'connecting.declined' : 'connecting.failed')
            : tParts('connecting.continueIn', { name: <bdi key="name">{name}</bdi> })}
        </Text>
        <Text size={14} tone="muted" align="center" className="kit-connecting__subtitle">
          {failure
            ? failure.rejected
              ? t('connecting.declinedText')
              : errorMessage(failure, t('common.somethingWentWrong'))
            : t('connecting.accept')}
        </Text>
      </div>
      {failure && (
        <Button
          data-testid="kit-connecting-retry"
          onClick={() => void startConnecting(kit, { connector })}
        >
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  )
}
