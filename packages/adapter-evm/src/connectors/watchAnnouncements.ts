import type { AdapterEvent, Connector } from '@kit/core'
import { InvalidAnnouncementError, ReusedAnnouncementUuidError } from '../errors/announcement.js'
import type { ConnectorRegistry } from './createConnectorRegistry.js'
import { parseAnnouncement } from './parseAnnouncement.js'

/** SPEC §9: wallets may inject `window.ethereum` up to 1000 ms after the page loads. */
export const injectionWait = 1000

/**
 * EIP-6963 discovery: listens for announcements (late ones too), asks wallets to announce, and
 * reports the connector list through `emit` whenever it changes. Invalid announcements are
 * ignored with one warning each; a uuid reused with other details is shown, suspicious, with one
 * warning. Returns a teardown that removes every listener and timer.
 */
export function watchAnnouncements(
  registry: ConnectorRegistry,
  emit: (event: AdapterEvent) => void,
): () => void {
  if (typeof window === 'undefined') return () => {}
  let reported: readonly Connector[] = []
  let started = false
  const report = () => {
    if (!started) return
    const connectors = registry.list()
    if (sameList(connectors, reported)) return
    reported = connectors
    emit({ type: 'connectors', connectors })
  }
  const onAnnounce = (event: Event) => {
    try {
      const wallet = parseAnnouncement((event as CustomEvent<unknown>).detail)
      if (registry.add(wallet) === 'reused')
        console.warn(new ReusedAnnouncementUuidError(wallet.uuid).message)
    } catch (error) {
      const reason =
        error instanceof InvalidAnnouncementError
          ? error
          : new InvalidAnnouncementError('reading it threw')
      console.warn(reason.message)
    }
  }
  const unsubscribe = registry.subscribe(report)
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.addEventListener('ethereum#initialized', report)
  // Wallets already present answer synchronously; one report covers that whole burst.
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  started = true
  report()
  const legacyCheck = setTimeout(report, injectionWait)
  return () => {
    started = false
    clearTimeout(legacyCheck)
    unsubscribe()
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
    window.removeEventListener('ethereum#initialized', report)
  }
}

function sameList(a: readonly Connector[], b: readonly Connector[]): boolean {
  return a.length === b.length && a.every((connector, index) => connector === b[index])
}
