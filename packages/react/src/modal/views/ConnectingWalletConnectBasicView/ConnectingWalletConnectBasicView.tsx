import type { Kit } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { getState } from '@kit/core/modules/actions/state'
import { isMobile } from '@kit/core/modules/utils/platform'
import { useLayoutEffect } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { PairingPanel } from '../../PairingPanel/PairingPanel.js'
import { usePairing } from '../../PairingPanel/usePairing.js'
import { Button } from '../../primitives/Button/Button.js'
import { showsAllWallets } from '../../utils/showsAllWallets.js'

/**
 * The start view of an app that only pairs (no adapters, SPEC §2) on a computer: the QR code at
 * once, and the catalogue for visitors who want to pick their wallet first. On mobile, where a QR
 * code cannot be scanned by the same phone, AllWallets takes its place before it paints.
 */
export default function ConnectingWalletConnectBasicView({ kit }: { kit: Kit }) {
  useLayoutEffect(() => {
    if (isMobile() && getState(kit, 'router').view === 'ConnectingWalletConnectBasic')
      replaceView(kit, { view: 'AllWallets' })
  }, [kit])
  const { retry } = usePairing(kit, 'ConnectingWalletConnectBasic', undefined)
  const { t } = useI18n()
  return (
    <div className="kit-pairing-basic">
      <PairingPanel kit={kit} onRetry={retry} />
      {showsAllWallets(kit) && (
        <Button
          variant="secondary"
          icon="grid"
          onClick={() => pushView(kit, { view: 'AllWallets' })}
        >
          {t('pairing.allWallets')}
        </Button>
      )}
    </div>
  )
}
