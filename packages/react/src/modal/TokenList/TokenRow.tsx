import type { TokenBalance } from '@kit/core'
import { formatAmount } from '../../utils/formatAmount.js'
import { Image } from '../primitives/Image/Image.js'
import { displayName } from '../utils/displayName.js'
import { formatUsd } from '../utils/formatUsd.js'

export type TokenRowProps = {
  token: Readonly<TokenBalance>
  /** The row is the last good value of a list that failed to refresh. */
  stale?: boolean
}

/** One holding: icon, name, amount and symbol, and its USD value. Names are text only. */
export function TokenRow({ token, stale = false }: TokenRowProps) {
  const symbol = displayName(token.symbol, '', 12)
  return (
    <div
      className="kit-token-row"
      data-testid="kit-token-row"
      data-symbol={symbol}
      data-stale={stale || undefined}
    >
      <Image src={token.iconUrl} shape="round" fallback="coins" />
      <span className="kit-token-row__main">
        <bdi className="kit-token-row__name">{displayName(token.name, 'Unknown token', 40)}</bdi>
        <span className="kit-token-row__amount" title={token.quantity.numeric}>
          {formatAmount(token.quantity.numeric)} <bdi>{symbol}</bdi>
        </span>
      </span>
      <span className="kit-token-row__value">{formatUsd(token.value)}</span>
    </div>
  )
}
