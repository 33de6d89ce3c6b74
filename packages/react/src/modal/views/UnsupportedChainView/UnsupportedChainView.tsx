import type { Kit } from '@kit/core'
import { disconnect } from '@kit/core/modules/actions/disconnect'
import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { NetworkList } from '../../NetworkList/NetworkList.js'
import { Notice } from '../../Notice/Notice.js'
import { Button } from '../../primitives/Button/Button.js'
import unsupportedChainViewCss from './UnsupportedChainView.css?inline'

adoptStyles('modal/views/UnsupportedChainView/UnsupportedChainView.css', unsupportedChainViewCss)

// Core replaces this view with Account once the wallet is on a supported network.
const stay = () => {}

/** The wallet is on a network the app did not ask for: switch, or disconnect. */
export default function UnsupportedChainView({ kit }: { kit: Kit }) {
  const [leaving, setLeaving] = useState(false)
  const { t } = useI18n()
  return (
    <div className="kit-unsupported" data-testid="kit-unsupported-chain">
      <Notice icon="warning" tone="warning" text={t('unsupported.text')} />
      <NetworkList kit={kit} onSwitched={stay} />
      <Button
        variant="secondary"
        icon="disconnect"
        data-testid="kit-disconnect"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          disconnect(kit).catch(() => setLeaving(false))
        }}
      >
        {t('common.disconnect')}
      </Button>
    </div>
  )
}
