import type { Connector, Kit } from '@kit/core'
import { getConnectors } from '@kit/core/modules/actions/getConnectors'
import { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { startConnecting } from '@kit/core/modules/actions/startConnecting'
import { getState } from '@kit/core/modules/actions/state'
import { groupMultiChainConnectors } from '@kit/core/modules/utils/groupMultiChainConnectors'
import { withConnectorImage } from '@kit/core/modules/utils/withConnectorImage'
import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { useKitState } from '../../../utils/useKitState.js'
import { NetworkBadge } from '../../NetworkBadge/NetworkBadge.js'
import { Notice } from '../../Notice/Notice.js'
import { Button } from '../../primitives/Button/Button.js'
import { Icon } from '../../primitives/Icon/Icon.js'
import { Image } from '../../primitives/Image/Image.js'
import { Row } from '../../primitives/Row/Row.js'
import { Text } from '../../primitives/Text/Text.js'
import { displayName } from '../../utils/displayName.js'
import { namespaceName } from '../../utils/namespaceName.js'
import connectingMultiChainViewCss from './ConnectingMultiChainView.css?inline'

adoptStyles(
  'modal/views/ConnectingMultiChainView/ConnectingMultiChainView.css',
  connectingMultiChainViewCss,
)

/**
 * The wallet this view was opened for; back from its connecting view (which drops the route's
 * data), the wallet whose connector was last tried.
 */
function readWallet(kit: Kit): Connector | undefined {
  const given = getState(kit, 'router').data?.connector
  if (given?.connectors) return given as Connector
  const tried = getState(kit, 'connection').pendingConnectorId
  if (!tried) return undefined
  return groupMultiChainConnectors(getConnectors(kit)).find((c) =>
    c.connectors?.some((member) => member.id === tried),
  )
}

/**
 * A wallet that several namespaces' adapters report (AppKit's ConnectingMultiChain): the visitor
 * picks the namespace, and that namespace's connector connects as any other (ConnectingExternal).
 */
export default function ConnectingMultiChainView({ kit }: { kit: Kit }) {
  const [wallet] = useState(() => readWallet(kit))
  const chains = useKitState(kit, 'chains')
  const { t, tParts } = useI18n()
  const members = (wallet?.connectors ?? []).filter((c) => chains.namespaces[c.chain])
  if (!wallet || members.length === 0)
    return (
      <div className="kit-multi-chain">
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
  const pictured = withConnectorImage(wallet, kit.options.input.connectorImages)
  const name = displayName(wallet.name, t('wallet.yours'))
  return (
    <div className="kit-multi-chain" data-testid="kit-connecting-multi-chain">
      <Image src={pictured.imageUrl} size={80} />
      <div className="kit-multi-chain__text">
        <Text as="h3" size={16} weight={600} align="center" className="kit-multi-chain__title">
          {tParts('multiChain.title', { name: <bdi key="name">{name}</bdi> })}
        </Text>
        <Text size={14} tone="muted" align="center">
          {t('multiChain.text')}
        </Text>
      </div>
      <div className="kit-multi-chain__list">
        {members.map((connector) => {
          const network = chains.namespaces[connector.chain]?.network
          const shown = network?.caipNetwork ?? network?.requestedCaipNetworks[0]
          const label = namespaceName(t, connector.chain)
          return (
            <Row
              key={connector.chain}
              data-testid="kit-multi-chain-row"
              data-namespace={connector.chain}
              start={
                shown ? (
                  <NetworkBadge
                    network={{ name: label, caipNetworkId: shown.caipNetworkId }}
                    src={getNetworkImageSrc(kit, { network: shown })}
                  />
                ) : undefined
              }
              end={<Icon name="chevronRight" />}
              onClick={() => void startConnecting(kit, { connector })}
            >
              {label}
            </Row>
          )
        })}
      </div>
    </div>
  )
}
