import { UnauthorizedProviderError } from '../../errors/provider.js'
import type { WalletContext } from '../WalletContext.js'

/** Signing needs a connected page and, when an address is named, it must be ours. */
export function assertAccount({ state, account }: WalletContext, address: unknown): void {
  if (!state.get().connected) throw new UnauthorizedProviderError()
  if (address === undefined) return
  if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase()) {
    throw new UnauthorizedProviderError()
  }
}
