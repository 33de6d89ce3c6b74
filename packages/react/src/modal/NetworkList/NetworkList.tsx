import type { CaipNetwork, ChainNamespace, Kit } from '@kit/core'
import { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
import { pushView } from '@kit/core/modules/actions/pushView'
import { shakeModal } from '@kit/core/modules/actions/shakeModal'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { showToast } from '@kit/core/modules/actions/toast'
import { findSwitchingWallet } from '@kit/core/modules/features/switchNetwork/findSwitchingWallet'
import { isUserRejection } from '@kit/core/modules/utils/isUserRejection'
import { useState } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useKitState } from '../../utils/useKitState.js'
import { NetworkBadge } from '../NetworkBadge/NetworkBadge.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Row } from '../primitives/Row/Row.js'
import { Spinner } from '../primitives/Spinner/Spinner.js'
import { displayName } from '../utils/displayName.js'
import { errorMessage } from '../utils/errorMessage.js'
import { needsSwitchActiveChain } from '../utils/needsSwitchActiveChain.js'
import { isImplementedView } from '../views/implementedViews.js'
import networkListCss from './NetworkList.css?inline'

adoptStyles('modal/NetworkList/NetworkList.css', networkListCss)

export type NetworkListProps = {
  kit: Kit
  /** Called once the wallet (or the app, when none is connected) is on the chosen network. */
  onSwitched: () => void
  /** The namespace whose networks are listed; the active one by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * The app's networks of one namespace, the active network checked. Choosing one asks the wallet
 * to switch; a network of another namespace with no wallet of its own while one is connected
 * first opens SwitchActiveChain.
 */
export function NetworkList({ kit, onSwitched, namespace }: NetworkListProps) {
  const chains = useKitState(kit, 'chains')
  const active = chains.activeNamespace ? chains.namespaces[chains.activeNamespace] : undefined
  const listed = namespace ?? chains.activeNamespace
  const chain = listed ? chains.namespaces[listed] : undefined
  const [pending, setPending] = useState<string>()
  const { t } = useI18n()
  const activeId = active?.network.unsupported
    ? undefined
    : active?.network.caipNetwork?.caipNetworkId
  const select = async (network: CaipNetwork) => {
    if (pending) return
    if (network.caipNetworkId === activeId) return onSwitched()
    if (needsSwitchActiveChain(chains, network))
      return pushView(kit, {
        view: 'SwitchActiveChain',
        data: { network, namespace: network.chainNamespace },
      })
    // A phone (WalletConnect) or external wallet prompts away from the page: SwitchNetwork says
    // to approve there. A browser wallet's own prompt opens over the page, beside the spinner.
    if (isImplementedView('SwitchNetwork') && findSwitchingWallet(kit, { network }))
      return pushView(kit, { view: 'SwitchNetwork', data: { network } })
    setPending(network.caipNetworkId)
    try {
      await switchNetwork(kit, { network })
      onSwitched()
    } catch (error) {
      shakeModal(kit)
      const message = isUserRejection(error)
        ? t('toast.switchDeclined')
        : errorMessage(error, t('common.somethingWentWrong'))
      showToast(kit, { message, variant: 'error' })
    } finally {
      setPending(undefined)
    }
  }
  return (
    <div className="kit-network-list">
      {chain?.network.requestedCaipNetworks.map((network) => {
        const id = network.caipNetworkId
        return (
          <Row
            key={id}
            data-testid="kit-network-row"
            data-network-id={id}
            aria-current={id === activeId || undefined}
            aria-busy={id === pending || undefined}
            start={<NetworkBadge network={network} src={getNetworkImageSrc(kit, { network })} />}
            end={
              id === pending ? (
                <Spinner />
              ) : id === activeId ? (
                <Icon name="check" className="kit-network-list__check" />
              ) : null
            }
            onClick={() => void select(network as CaipNetwork)}
          >
            <bdi>{displayName(network.name, t('account.unknownNetwork'))}</bdi>
          </Row>
        )
      })}
    </div>
  )
}
