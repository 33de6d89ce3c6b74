import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { getState } from '@kit/core/modules/actions/state'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { NetworkList } from '../../NetworkList/NetworkList.js'
import { Text } from '../../primitives/Text/Text.js'
import { useActiveChain } from '../../utils/useActiveChain.js'
import networksViewCss from './NetworksView.css?inline'

adoptStyles('modal/views/NetworksView/NetworksView.css', networksViewCss)

/** The app's networks; after a switch it returns where it came from. */
export default function NetworksView({ kit }: { kit: Kit }) {
  const connected = useActiveChain(kit)?.account.address !== undefined
  const { t } = useI18n()
  const done = () => {
    if (getState(kit, 'router').history.length > 1) goBack(kit)
    else replaceView(kit, { view: connected ? 'Account' : 'Connect' })
  }
  return (
    <div className="kit-networks">
      <NetworkList kit={kit} onSwitched={done} />
      {connected && (
        <Text size={12} tone="muted" align="center" className="kit-networks__hint">
          {t('networks.hint')}
        </Text>
      )}
    </div>
  )
}
