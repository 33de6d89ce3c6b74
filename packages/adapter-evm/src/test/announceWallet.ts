import type { Eip1193Provider } from '../types/eip1193.js'
import { createMockProvider } from './createMockProvider.js'

export type TestAnnouncement = {
  info?: Record<string, unknown>
  provider?: Eip1193Provider | Record<string, unknown>
}

export const testIcon = 'data:image/png;base64,iVBORw0KGgo='

/** A valid EIP-6963 `info`, with a fresh UUIDv4 unless one is given. */
export function walletInfo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uuid: crypto.randomUUID(),
    name: 'Test Wallet',
    icon: testIcon,
    rdns: 'com.example.wallet',
    ...overrides,
  }
}

/** Dispatches one `eip6963:announceProvider` event, as a wallet extension does. */
export function announceWallet({
  info = walletInfo(),
  provider = createMockProvider(),
}: TestAnnouncement = {}) {
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
  )
  return { info, provider }
}

/** A wallet that answers every `eip6963:requestProvider`; returns a function that uninstalls it. */
export function installWallet(announcement: TestAnnouncement = {}): () => void {
  const detail = {
    info: announcement.info ?? walletInfo(),
    provider: announcement.provider ?? createMockProvider(),
  }
  const onRequest = () => announceWallet(detail)
  window.addEventListener('eip6963:requestProvider', onRequest)
  return () => window.removeEventListener('eip6963:requestProvider', onRequest)
}
