import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { disableHostedServices } from './disableHostedServices.js'

export type MobileWalletKit = Awaited<ReturnType<typeof WalletKit.init>>

export type CreateWalletKitParameters = {
  relayUrl: string
  projectId: string
  metadata: WalletKitTypes.Metadata
}

/** Storage prefix of this wallet's sessions and keys in IndexedDB (and its core singleton). */
export const walletStoragePrefix = 'kit-mobile-wallet'

/**
 * The WalletConnect wallet client on the local relay, with no hosted service contacted. Every
 * request is emitted as it arrives (no one-at-a-time queue) so the page can list them all.
 */
export async function createWalletKit({
  relayUrl,
  projectId,
  metadata,
}: CreateWalletKitParameters): Promise<MobileWalletKit> {
  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: walletStoragePrefix,
    telemetryEnabled: false,
    // The SDK logs its own races (a message for a topic just deleted) as console errors; the page
    // reports what matters to the person in its status line instead, as Kit's dapp side does.
    logger: 'silent',
  })
  disableHostedServices(core)
  return WalletKit.init({ core, metadata, signConfig: { disableRequestQueue: true } })
}
