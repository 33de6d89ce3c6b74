import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { selectSwapToken } from '@kit/core/modules/features/swap/editSwap'
import { loadSwapTokens } from '@kit/core/modules/features/swap/loadSwapTokens'
import { getSwapState } from '@kit/core/modules/features/swap/swapState'
import { type SwapTokenOption, searchSwapTokens } from '@kit/core/modules/features/swap/swapTokens'
import { useEffect, useId, useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatAmount } from '../../../../utils/formatAmount.js'
import { Notice } from '../../../Notice/Notice.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Image } from '../../../primitives/Image/Image.js'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { formatUsd } from '../../../utils/formatUsd.js'
import { catalogue } from '../messages/catalogue.js'
import swapCss from '../swap.css?inline'
import { useSwapState } from '../useSwapState.js'

adoptStyles('modal/features/swap/swap.css', swapCss)

/**
 * SwapSelectToken: the API's swappable tokens, those the account holds first with their
 * balances, and a search by symbol, name or address; picking one fills the side Swap opened it for.
 */
export default function SwapSelectTokenView({ kit }: { kit: Kit }) {
  const { t, locale } = useFeatureTranslator(catalogue)
  const swap = useSwapState(kit)
  const [query, setQuery] = useState('')
  const heldId = useId()
  const allId = useId()

  useEffect(() => {
    void loadSwapTokens(kit)
  }, [kit])

  const chosen = swap.picking === 'from' ? swap.from : swap.to
  const found = searchSwapTokens(swap.tokens.list, query)
  const held = found.filter((token) => token.balance !== undefined)
  const rest = found.filter((token) => token.balance === undefined)
  const pick = (token: Readonly<SwapTokenOption>) => {
    const option = getSwapState(kit).tokens.list.find((item) => item.address === token.address)
    if (option) selectSwapToken(kit, { side: swap.picking, token: option })
    goBack(kit)
  }
  const list = (tokens: readonly Readonly<SwapTokenOption>[], labelId: string) => (
    <ul className="kit-swap-tokens__list" aria-labelledby={labelId}>
      {tokens.map((token) => {
        const symbol = displayName(token.symbol, '', 12)
        const selected = chosen?.address === token.address
        return (
          <li key={token.address}>
            <button
              type="button"
              className="kit-swap-token"
              data-testid="kit-swap-token"
              data-symbol={symbol}
              aria-current={selected || undefined}
              onClick={() => pick(token)}
            >
              <Image src={token.logoUri} shape="round" fallback="coins" />
              <span className="kit-swap-token__main">
                <bdi className="kit-swap-token__symbol">{symbol}</bdi>
                <bdi className="kit-swap-token__name">{displayName(token.name, symbol, 40)}</bdi>
              </span>
              {token.balance !== undefined && (
                <span className="kit-swap-token__holding">
                  <bdi dir="ltr">{formatAmount(token.balance, locale)}</bdi>
                  {token.price !== undefined && (
                    <bdi className="kit-swap-token__usd">
                      {formatUsd(Number(token.balance) * token.price, locale)}
                    </bdi>
                  )}
                </span>
              )}
              {selected && <Icon name="check" />}
            </button>
          </li>
        )
      })}
    </ul>
  )

  return (
    <div className="kit-swap-tokens" data-testid="kit-swap-select-token">
      <div className="kit-swap-search">
        <span className="kit-swap-search__icon">
          <Icon name="search" />
        </span>
        <input
          className="kit-swap-search__input"
          type="search"
          data-testid="kit-swap-search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('swap.search')}
          aria-label={t('swap.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {swap.tokens.status !== 'success' ? (
        <div className="kit-swap-tokens__list" aria-busy="true">
          <Skeleton width="100%" height={56} />
          <Skeleton width="100%" height={56} />
          <Skeleton width="100%" height={56} />
        </div>
      ) : found.length === 0 ? (
        <Notice icon="search" text={t('swap.noMatch', { query: query.trim().slice(0, 40) })} />
      ) : (
        <>
          {held.length > 0 && (
            <section className="kit-swap-tokens__section">
              <Text as="h3" size={14} tone="muted" id={heldId}>
                {t('swap.yourTokens')}
              </Text>
              {list(held, heldId)}
            </section>
          )}
          {rest.length > 0 && (
            <section className="kit-swap-tokens__section">
              <Text as="h3" size={14} tone="muted" id={allId}>
                {t('swap.allTokens')}
              </Text>
              {list(rest, allId)}
            </section>
          )}
        </>
      )}
    </div>
  )
}
