import type { Kit } from '@kit/core'
import { disconnect } from '@kit/core/modules/actions/disconnect'
import { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
import { pushView } from '@kit/core/modules/actions/pushView'
import { trackEvent } from '@kit/core/modules/actions/trackEvent'
import { type ReactNode, useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { shortenAddress } from '../../../../utils/shortenAddress.js'
import { Avatar } from '../../../Avatar/Avatar.js'
import { NetworkBadge } from '../../../NetworkBadge/NetworkBadge.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { IconTile } from '../../../primitives/IconTile/IconTile.js'
import { Row } from '../../../primitives/Row/Row.js'
import { Spinner } from '../../../primitives/Spinner/Spinner.js'
import { copyText } from '../../../utils/copyText.js'
import { displayName } from '../../../utils/displayName.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { isImplementedView } from '../../../views/implementedViews.js'
import { catalogue } from '../messages/catalogue.js'
import accountSettingsViewCss from './AccountSettingsView.css?inline'

adoptStyles(
  'modal/features/settings/AccountSettingsView/AccountSettingsView.css',
  accountSettingsViewCss,
)

/**
 * The account's settings: its network (opens Networks), its name (or Choose name, when the
 * modal has the names feature), Copy address and Disconnect.
 */
export default function AccountSettingsView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const [leaving, setLeaving] = useState(false)
  const { t: modalT } = useI18n()
  const { t } = useFeatureTranslator(catalogue)
  const account = chain?.account
  const address = account?.address
  if (!chain || !account || !address) return null
  const network = chain.network.caipNetwork
  const networkName = displayName(network?.name, modalT('account.unknownNetwork'))
  const name = account.profileName ? displayName(account.profileName) : undefined
  const copy = () => {
    trackEvent(kit, { event: 'CLICK_COPY_ADDRESS' })
    return copyText(kit, {
      text: address,
      copied: modalT('toast.addressCopied'),
      failed: modalT('toast.addressNotCopied'),
    })
  }
  const leave = () => {
    setLeaving(true)
    // A failure is already shown as a toast by disconnect itself.
    disconnect(kit).catch(() => setLeaving(false))
  }
  const chevron = <Icon name="chevronRight" size={16} className="kit-settings__chevron" />
  return (
    <div className="kit-settings" data-testid="kit-settings">
      <Row
        data-testid="kit-settings-network"
        start={
          network && !chain.network.unsupported ? (
            <NetworkBadge network={network} src={getNetworkImageSrc(kit, { network })} />
          ) : (
            <RowIcon icon={chain.network.unsupported ? 'warning' : 'network'} />
          )
        }
        end={chevron}
        onClick={() => {
          trackEvent(kit, { event: 'CLICK_NETWORKS' })
          pushView(kit, { view: 'Networks' })
        }}
      >
        <TwoLines caption={t('settings.network')}>
          <bdi>{networkName}</bdi>
        </TwoLines>
      </Row>
      {name !== undefined && isImplementedView('ChooseAccountName') ? (
        // A named account may still choose another name: the newest one becomes its identity.
        <Row
          data-testid="kit-settings-name"
          start={<Avatar address={address} image={account.profileImage} />}
          end={chevron}
          onClick={() => pushView(kit, { view: 'ChooseAccountName' })}
        >
          <TwoLines caption={t('settings.name')}>
            <bdi>{name}</bdi>
          </TwoLines>
        </Row>
      ) : name !== undefined ? (
        <div className="kit-settings__item" data-testid="kit-settings-name">
          <Avatar address={address} image={account.profileImage} />
          <TwoLines caption={t('settings.name')}>
            <bdi>{name}</bdi>
          </TwoLines>
        </div>
      ) : (
        isImplementedView('ChooseAccountName') && (
          <Row
            data-testid="kit-settings-choose-name"
            start={<RowIcon icon="sparkle" />}
            end={chevron}
            onClick={() => pushView(kit, { view: 'ChooseAccountName' })}
          >
            {t('settings.chooseName')}
          </Row>
        )
      )}
      <Row
        data-testid="kit-settings-copy"
        title={address}
        start={<RowIcon icon="copy" />}
        onClick={() => void copy()}
      >
        <TwoLines caption={modalT('account.copyAddress')}>
          <bdi dir="ltr">{shortenAddress(address)}</bdi>
        </TwoLines>
      </Row>
      <Row
        data-testid="kit-settings-disconnect"
        disabled={leaving}
        start={<RowIcon icon="disconnect" />}
        end={leaving ? <Spinner /> : null}
        onClick={leave}
      >
        {modalT('common.disconnect')}
      </Row>
    </div>
  )
}

function RowIcon({ icon }: { icon: 'network' | 'warning' | 'sparkle' | 'copy' | 'disconnect' }) {
  return (
    <IconTile shape="round">
      <Icon name={icon} />
    </IconTile>
  )
}

/** A row's label under a small caption ('Network' above 'OP Mainnet'). */
function TwoLines({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <span className="kit-settings__lines">
      <span className="kit-settings__caption">{caption}</span>
      <span className="kit-settings__value">{children}</span>
    </span>
  )
}
