import type { CatalogueWallet, Kit, View } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { connectWalletConnect } from '@kit/core/modules/actions/connectWalletConnect'
import { getState } from '@kit/core/modules/actions/state'
import { watchPairingExpiry } from '@kit/core/modules/actions/watchPairingExpiry'
import { useCallback, useEffect } from 'react'

/**
 * Offers a WalletConnect pairing while `view` is shown: reuses one still on offer, replaces it
 * when it expires, and closes the modal once a wallet approved. Returns `retry`, which always
 * makes a fresh pairing.
 */
export function usePairing(
  kit: Kit,
  view: View,
  wallet: CatalogueWallet | undefined,
): { retry: () => void } {
  const start = useCallback(
    (retry: boolean) => {
      connectWalletConnect(kit, { retry, wallet }).then(
        (result) => {
          if (result && getState(kit, 'router').view === view) closeModal(kit)
        },
        // The failure is in `connection.wcError` and `connection.error`, which the view shows.
        () => {},
      )
    },
    [kit, view, wallet],
  )
  useEffect(() => {
    // Effects run again when a hidden modal is revealed: only the view on screen pairs.
    if (getState(kit, 'router').view !== view) return
    start(false)
    return watchPairingExpiry(kit)
  }, [kit, view, start])
  return { retry: useCallback(() => start(true), [start]) }
}
