import { type Kit, pushView } from '@kit/core'
import { PairingPanel } from '../../PairingPanel/PairingPanel.js'
import { usePairing } from '../../PairingPanel/usePairing.js'
import { Button } from '../../primitives/Button/Button.js'

/**
 * The start view of an app that only pairs (no adapters, SPEC §2) on a computer: the QR code at
 * once, and the catalogue for visitors who want to pick their wallet first.
 */
export default function ConnectingWalletConnectBasicView({ kit }: { kit: Kit }) {
  const { retry } = usePairing(kit, 'ConnectingWalletConnectBasic', undefined)
  return (
    <div className="kit-pairing-basic">
      <PairingPanel kit={kit} onRetry={retry} />
      {kit.options.features.allWallets && (
        <Button variant="secondary" icon="grid" onClick={() => pushView(kit, 'AllWallets')}>
          All wallets
        </Button>
      )}
    </div>
  )
}
