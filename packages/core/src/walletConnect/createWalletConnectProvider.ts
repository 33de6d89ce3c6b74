import { UniversalProvider } from '@walletconnect/universal-provider'
import type { WalletConnectContext } from '../types/adapter.js'
import type { Metadata } from '../types/metadata.js'

export type WalletConnectProvider = InstanceType<typeof UniversalProvider>

export type CreateWalletConnectProviderParameters = {
  context: WalletConnectContext
  metadata: Metadata | undefined
}

/**
 * Starts WalletConnect's universal provider on the app's relay. Loaded with `import()` only when a
 * visitor picks WalletConnect or a stored session is restored, so it never weighs on first paint.
 */
export async function createWalletConnectProvider({
  context,
  metadata,
}: CreateWalletConnectProviderParameters): Promise<WalletConnectProvider> {
  const provider = await UniversalProvider.init({
    projectId: context.projectId,
    relayUrl: context.relayUrl,
    metadata: toSdkMetadata(metadata),
    customStoragePrefix: context.storagePrefix,
    telemetryEnabled: false,
    logger: 'silent',
  })
  if (!context.verify) skipVerify(provider)
  return provider
}

/**
 * WalletConnect's verify service attests the dapp's origin to wallets on its hosted network. On a
 * self-hosted relay it cannot be reached, yet the SDK would load its frame and wait 5 s for every
 * proposal and request. Registering an empty attestation tells wallets there is none to check.
 */
function skipVerify(provider: WalletConnectProvider): void {
  const verify = provider.client.core.verify
  verify.register = async () => ''
  // The SDK's signature promises a result; at run time "nothing to check" is what it handles.
  verify.resolve = (async () => undefined) as unknown as typeof verify.resolve
}

function toSdkMetadata(metadata: Metadata | undefined) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return {
    name: metadata?.name ?? (typeof document === 'undefined' ? 'Kit' : document.title || 'Kit'),
    description: metadata?.description ?? '',
    url: metadata?.url ?? origin,
    icons: [...(metadata?.icons ?? [])],
  }
}
