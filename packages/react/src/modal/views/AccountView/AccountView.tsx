import type { Kit } from '@kit/core'
import { disconnect } from '@kit/core/modules/actions/disconnect'
import { pushView } from '@kit/core/modules/actions/pushView'
import { trackEvent } from '@kit/core/modules/actions/trackEvent'
import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { formatAmount } from '../../../utils/formatAmount.js'
import { shortenAddress } from '../../../utils/shortenAddress.js'
import { AccountTabs } from '../../AccountTabs/AccountTabs.js'
import { Avatar } from '../../Avatar/Avatar.js'
import { WalletFeatureButtons } from '../../features/WalletFeatureButtons/WalletFeatureButtons.js'
import { Icon } from '../../primitives/Icon/Icon.js'
import { IconButton } from '../../primitives/IconButton/IconButton.js'
import { IconTile } from '../../primitives/IconTile/IconTile.js'
import { Row } from '../../primitives/Row/Row.js'
import { Skeleton } from '../../primitives/Skeleton/Skeleton.js'
import { Spinner } from '../../primitives/Spinner/Spinner.js'
import { Text } from '../../primitives/Text/Text.js'
import { copyText } from '../../utils/copyText.js'
import { displayName } from '../../utils/displayName.js'
import { useActiveChain } from '../../utils/useActiveChain.js'
import { isImplementedView } from '../implementedViews.js'
import accountViewCss from './AccountView.css?inline'

adoptStyles('modal/views/AccountView/AccountView.css', accountViewCss)

/**
 * The connected account: avatar, name or address, balance, network, the wallet feature buttons,
 * the Tokens / NFTs / Activity tabs and Disconnect.
 */
export default function AccountView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const [leaving, setLeaving] = useState(false)
  const { t, locale } = useI18n()
  const account = chain?.account
  const address = account?.address
  if (!chain || !account || !address) return null
  const network = chain.network
  const symbol = account.balanceSymbol ?? network.caipNetwork?.nativeCurrency.symbol ?? ''
  const copy = async () => {
    trackEvent(kit, { event: 'CLICK_COPY_ADDRESS' })
    await copyText(kit, {
      text: address,
      copied: t('toast.addressCopied'),
      failed: t('toast.addressNotCopied'),
    })
  }
  const leave = () => {
    setLeaving(true)
    // A failure is already shown as a toast by disconnect itself.
    disconnect(kit).catch(() => setLeaving(false))
  }
  return (
    <div className="kit-account">
      <div className="kit-account__summary">
        {isImplementedView('AccountSettings') && (
          <IconButton
            icon="settings"
            className="kit-account__settings"
            aria-label={t('account.settings')}
            data-testid="kit-account-settings"
            onClick={() => pushView(kit, { view: 'AccountSettings' })}
          />
        )}
        <Avatar address={address} image={account.profileImage} />
        <div className="kit-account__identity">
          <Text
            as="span"
            size={20}
            weight={600}
            truncate
            dir="auto"
            title={address}
            data-testid="kit-account-address"
          >
            {account.profileName ? displayName(account.profileName) : shortenAddress(address)}
          </Text>
          <IconButton
            icon="copy"
            size={32}
            aria-label={t('account.copyAddress')}
            data-testid="kit-copy-address"
            onClick={() => void copy()}
          />
        </div>
        <div className="kit-account__balance" data-testid="kit-account-balance">
          {account.balance === undefined ? (
            account.balanceLoading && <Skeleton width={128} height={28} />
          ) : (
            <Text as="span" size={24} weight={500} truncate>
              <bdi dir="ltr">
                {formatAmount(account.balance, locale)} <bdi>{symbol}</bdi>
              </bdi>
            </Text>
          )}
        </div>
        <button
          type="button"
          className="kit-account__network"
          data-testid="kit-network-chip"
          onClick={() => {
            trackEvent(kit, { event: 'CLICK_NETWORKS' })
            pushView(kit, { view: 'Networks' })
          }}
        >
          <Icon name={network.unsupported ? 'warning' : 'network'} size={16} />
          <bdi className="kit-account__network-name">
            {displayName(network.caipNetwork?.name, t('account.unknownNetwork'))}
          </bdi>
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
      <WalletFeatureButtons kit={kit} namespace={chain.namespace} />
      <AccountTabs kit={kit} currentTab={account.currentTab} />
      <Row
        data-testid="kit-disconnect"
        disabled={leaving}
        start={
          <IconTile shape="round">
            <Icon name="disconnect" />
          </IconTile>
        }
        end={leaving ? <Spinner /> : null}
        onClick={leave}
      >
        {t('common.disconnect')}
      </Row>
    </div>
  )
}
