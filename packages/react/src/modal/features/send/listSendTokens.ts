import type { TokenBalance } from '@kit/core'
import { tokenAddress } from '@kit/core/modules/features/send/tokenAddress'

/**
 * The tokens a send can pick from: the account's balances without 0-decimal tokens (SPEC §5), the
 * native currency first, then by USD value; `query` keeps those whose symbol, name or contract
 * contains it (any case).
 */
export function listSendTokens(
  balances: readonly Readonly<TokenBalance>[],
  query = '',
): Readonly<TokenBalance>[] {
  const needle = query.trim().toLowerCase()
  return balances
    .filter((token) => token.quantity.decimals !== 0)
    .filter(
      (token) =>
        needle === '' ||
        token.symbol.toLowerCase().includes(needle) ||
        token.name.toLowerCase().includes(needle) ||
        (tokenAddress(token)?.toLowerCase().includes(needle) ?? false),
    )
    .map((token, index) => ({ token, index, native: tokenAddress(token) === undefined }))
    .sort(
      (a, b) =>
        Number(b.native) - Number(a.native) ||
        (Number.isFinite(b.token.value) ? b.token.value : 0) -
          (Number.isFinite(a.token.value) ? a.token.value : 0) ||
        a.index - b.index,
    )
    .map(({ token }) => token)
}
