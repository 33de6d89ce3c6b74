import type { CatalogueWallet, Kit } from '@kit/core'
import { useState } from 'react'
import { PairingPanel } from '../../PairingPanel/PairingPanel.js'
import { usePairing } from '../../PairingPanel/usePairing.js'

/**
 * A WalletConnect pairing, with a catalogue wallet the visitor picked or with any wallet: QR code,
 * copy link, the wallet's own links, and Retry after a failure.
 */
export default function ConnectingWalletConnectView({ kit }: { kit: Kit }) {
  // The wallet belongs to this view for its whole life, even while it fades out.
  // The catalogue entry as the router holds it; the view only reads it.
  const [wallet] = useState(() => kit.stores.router.data?.wallet as CatalogueWallet | undefined)
  const { retry } = usePairing(kit, 'ConnectingWalletConnect', wallet)
  return <PairingPanel kit={kit} wallet={wallet} onRetry={retry} />
}
