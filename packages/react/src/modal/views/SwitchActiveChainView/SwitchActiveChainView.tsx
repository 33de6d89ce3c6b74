import type { CaipNetwork, Kit } from '@kit/core'
import { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { resetView } from '@kit/core/modules/actions/resetView'
import { shakeModal } from '@kit/core/modules/actions/shakeModal'
import { getState } from '@kit/core/modules/actions/state'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { showToast } from '@kit/core/modules/actions/toast'
import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { NetworkBadge } from '../../NetworkBadge/NetworkBadge.js'
import { Notice } from '../../Notice/Notice.js'
import { Button } from '../../primitives/Button/Button.js'
import { Text } from '../../primitives/Text/Text.js'
import { displayName } from '../../utils/displayName.js'
import { errorMessage } from '../../utils/errorMessage.js'
import { namespaceName } from '../../utils/namespaceName.js'
import switchActiveChainViewCss from './SwitchActiveChainView.css?inline'

adoptStyles('modal/views/SwitchActiveChainView/SwitchActiveChainView.css', switchActiveChainViewCss)

/** The network asked for, or else the first of the namespace asked for. */
function readTarget(kit: Kit): CaipNetwork | undefined {
  const data = getState(kit, 'router').data
  if (data?.network) return data.network as CaipNetwork
  const chain = data?.namespace ? kit.stores.chains.namespaces[data.namespace] : undefined
  return chain?.network.caipNetwork ?? chain?.network.requestedCaipNetworks[0]
}

/**
 * The visitor chose a network of a namespace no connected wallet serves (AppKit's
 * SwitchActiveChain): it names the network and offers to switch, which makes its namespace the
 * active one with no account and shows that namespace's wallets. The wallet already connected
 * stays connected.
 */
export default function SwitchActiveChainView({ kit }: { kit: Kit }) {
  const [target] = useState(() => readTarget(kit))
  const [pending, setPending] = useState(false)
  const { t, tParts } = useI18n()
  if (!target)
    return (
      <div className="kit-switch-chain">
        <Notice icon="network" text={t('unsupported.text')} />
        <Button variant="secondary" onClick={() => replaceView(kit, { view: 'Networks' })}>
          {t('title.networks')}
        </Button>
      </div>
    )
  const name = displayName(target.name, namespaceName(t, target.chainNamespace))
  const named = () => ({ name: <bdi key="name">{name}</bdi> })
  const confirm = async () => {
    if (pending) return
    setPending(true)
    try {
      await switchNetwork(kit, { network: target })
      resetView(kit, { view: 'Connect', data: { namespace: target.chainNamespace } })
    } catch (error) {
      setPending(false)
      shakeModal(kit)
      showToast(kit, {
        message: errorMessage(error, t('common.somethingWentWrong')),
        variant: 'error',
      })
    }
  }
  return (
    <div className="kit-switch-chain" data-testid="kit-switch-active-chain">
      <NetworkBadge network={target} src={getNetworkImageSrc(kit, { network: target })} />
      <div className="kit-switch-chain__text">
        <Text as="h3" size={16} weight={600} align="center" data-testid="kit-switch-chain-title">
          {tParts('switchChain.title', named())}
        </Text>
        <Text size={14} tone="muted" align="center">
          {tParts('switchChain.text', named())}
        </Text>
      </div>
      <Button
        data-testid="kit-switch-chain-button"
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={() => void confirm()}
      >
        {t('switchChain.switch')}
      </Button>
    </div>
  )
}
