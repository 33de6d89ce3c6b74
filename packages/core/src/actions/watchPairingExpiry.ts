import { subscribe } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import { pairingExpiryMarginMs } from '../utils/pairing/pairingLifetime.js'
import { connectWalletConnect } from './connectWalletConnect.js'

/**
 * While a pairing is on offer, replaces it with a fresh one as soon as it counts as expired
 * (10 s or less left, SPEC §4), so the QR code shown can always still be scanned. Returns a stop.
 */
export function watchPairingExpiry(kit: Kit): () => void {
  const connection = kit.stores.connection
  let timer: ReturnType<typeof setTimeout> | undefined
  let scheduledFor: number | undefined
  const schedule = () => {
    const expiry = connection.wcPairingExpiry
    if (expiry === scheduledFor) return
    clearTimeout(timer)
    scheduledFor = expiry
    if (expiry === undefined) return
    const delay = Math.max(0, expiry - pairingExpiryMarginMs - Date.now())
    timer = setTimeout(() => {
      if (!kit.runtime.pairing || connection.wcPairingExpiry !== expiry) return
      connectWalletConnect(kit, { retry: true }).catch((error) =>
        kit.warn('A fresh WalletConnect pairing failed', error),
      )
    }, delay)
  }
  const unsubscribe = subscribe(connection, schedule)
  schedule()
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
