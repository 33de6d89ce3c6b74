import type { TokenBalance } from '@kit/core'
import { useI18n } from '../../i18n/I18nContext.js'
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
  const { t, locale } = useI18n()
  return (
    <div
      className="kit-token-row"
      data-testid="kit-token-row"
      data-symbol={symbol}
      data-stale={stale || undefined}
    >
      <Image src={token.iconUrl} shape="round" fallback="coins" />
      <span className="kit-token-row__main">
        <bdi className="kit-token-row__name">
          {displayName(token.name, t('tokens.unknown'), 40)}
        </bdi>
        <span className="kit-token-row__amount" title={token.quantity.numeric}>
          <bdi dir="ltr">
            {formatAmount(token.quantity.numeric, locale)} <bdi>{symbol}</bdi>
          </bdi>
        </span>
      </span>
      {/* Isolated in its own direction: Intl marks an Arabic value right to left. */}
      <bdi className="kit-token-row__value">{formatUsd(token.value, locale)}</bdi>
    </div>
  )
}
