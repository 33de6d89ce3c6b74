/** EIP-6963 wallet metadata. */
export type DevWalletProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/**
 * Announces `provider` over EIP-6963 now and on every `eip6963:requestProvider`.
 * Returns `{ announce, stop }`; without a `window` (in Node) both do nothing.
 */
export function announceProvider(info: DevWalletProviderInfo, provider: unknown) {
  const target = typeof window === 'undefined' ? undefined : window
  // Frozen, as EIP-6963 asks, so that no other script can swap the provider.
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    target?.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target?.addEventListener('eip6963:requestProvider', announce)
  announce()
  return {
    announce,
    stop: () => target?.removeEventListener('eip6963:requestProvider', announce),
  }
}
