import type { WalletConnectContext } from '../types/adapter.js'
import { defaultServiceUrls, type ResolvedOptions } from './resolveOptions.js'

/**
 * What adapters get to offer WalletConnect, or `undefined` when it cannot work: turned off by the
 * app, or WalletConnect's hosted relay without a projectId (a self-hosted relay needs none).
 */
export function getWalletConnectContext(
  options: Pick<
    ResolvedOptions,
    'enableWalletConnect' | 'projectId' | 'serviceUrls' | 'storageKeyPrefix'
  >,
): WalletConnectContext | undefined {
  if (!options.enableWalletConnect) return undefined
  const relayUrl = options.serviceUrls.relay
  const hosted = relayUrl === defaultServiceUrls.relay
  const projectId = options.projectId ?? (hosted ? undefined : 'kit-self-hosted')
  if (!projectId) return undefined
  return {
    relayUrl,
    projectId,
    storagePrefix: `${options.storageKeyPrefix}wc`,
    verify: hosted,
  }
}
