import type { Kit } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { goBack } from '@kit/core/modules/actions/goBack'
import { pushView } from '@kit/core/modules/actions/pushView'
import { getState } from '@kit/core/modules/actions/state'
import { useId } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { useKitState } from '../../../utils/useKitState.js'
import { NetworkList } from '../../NetworkList/NetworkList.js'
import { Text } from '../../primitives/Text/Text.js'
import { TextButton } from '../../primitives/TextButton/TextButton.js'
import { namespaceName } from '../../utils/namespaceName.js'
import { useActiveChain } from '../../utils/useActiveChain.js'
import networksViewCss from './NetworksView.css?inline'

adoptStyles('modal/views/NetworksView/NetworksView.css', networksViewCss)

/**
 * The app's networks, under a heading per namespace when it has several; after a switch it
 * returns where it came from, or closes when it was the first view.
 */
export default function NetworksView({ kit }: { kit: Kit }) {
  const connected = useActiveChain(kit)?.account.address !== undefined
  const chains = useKitState(kit, 'chains')
  const { t } = useI18n()
  const id = useId()
  // Opened on its own (the network button), the switch was the errand: the modal closes, as
  // AppKit's does.
  const done = () => {
    if (getState(kit, 'router').history.length > 1) goBack(kit)
    else closeModal(kit)
  }
  const namespaces = kit.options.namespaces.filter(
    (ns) => (chains.namespaces[ns]?.network.requestedCaipNetworks.length ?? 0) > 0,
  )
  return (
    <div className="kit-networks">
      {namespaces.length > 1 ? (
        namespaces.map((namespace) => (
          <section
            key={namespace}
            className="kit-networks__group"
            data-namespace={namespace}
            aria-labelledby={`${id}-${namespace}`}
          >
            <Text
              as="h3"
              size={14}
              weight={600}
              tone="muted"
              id={`${id}-${namespace}`}
              className="kit-networks__heading"
              data-testid="kit-networks-heading"
            >
              {namespaceName(t, namespace)}
            </Text>
            <NetworkList kit={kit} namespace={namespace} onSwitched={done} />
          </section>
        ))
      ) : (
        <NetworkList kit={kit} onSwitched={done} />
      )}
      {connected && (
        <Text size={12} tone="muted" align="center" className="kit-networks__hint">
          {t('networks.hint')}
        </Text>
      )}
      <TextButton
        data-testid="kit-networks-help"
        onClick={() => pushView(kit, { view: 'WhatIsANetwork' })}
      >
        {t('title.whatIsANetwork')}
      </TextButton>
    </div>
  )
}
