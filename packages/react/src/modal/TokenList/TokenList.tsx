import type { Kit } from '@kit/core'
import { fetchTokenBalances } from '@kit/core/modules/actions/fetchTokenBalances'
import { useEffect } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { LoadError } from '../LoadError/LoadError.js'
import { Notice } from '../Notice/Notice.js'
import { Skeleton } from '../primitives/Skeleton/Skeleton.js'
import { useActiveChain } from '../utils/useActiveChain.js'
import tokenListCss from './TokenList.css?inline'
import { TokenRow } from './TokenRow.js'

adoptStyles('modal/TokenList/TokenList.css', tokenListCss)

/**
 * The account's tokens on the active network. After a failure the last rows stay, marked stale,
 * under 'Token Balance Unavailable' and a Retry button.
 */
export function TokenList({ kit }: { kit: Kit }) {
  const account = useActiveChain(kit)?.account
  const status = account?.tokens.status
  const { t } = useI18n()
  useEffect(() => {
    // Core loads tokens on connect and on every switch; this covers a list never asked for.
    if (status === 'idle') void fetchTokenBalances(kit)
  }, [kit, status])
  if (!account) return null
  const { tokenBalance, tokens } = account
  const retry = () => void fetchTokenBalances(kit, { force: true })
  if (tokenBalance.length === 0) {
    if (tokens.status === 'error')
      return (
        <LoadError text={t('tokens.unavailable')} onRetry={retry} data-testid="kit-tokens-retry" />
      )
    if (tokens.status === 'success')
      return <Notice icon="coins" title={t('tokens.emptyTitle')} text={t('tokens.emptyText')} />
    return (
      <div className="kit-token-list" aria-busy="true">
        <span className="kit-sr-only">{t('modal.loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="kit-token-row" data-testid="kit-token-skeleton">
            <Skeleton width={40} height={40} round />
            <span className="kit-token-row__main">
              <Skeleton width={96} height={14} />
              <Skeleton width={64} height={12} />
            </span>
            <Skeleton width={56} height={14} />
          </div>
        ))}
      </div>
    )
  }
  const stale = tokens.status === 'error' && tokens.stale
  return (
    <div className="kit-token-list" data-stale={stale || undefined}>
      {stale && (
        <LoadError text={t('tokens.unavailable')} onRetry={retry} data-testid="kit-tokens-retry" />
      )}
      {tokenBalance.map((token) => (
        <TokenRow
          key={`${token.chainId}:${token.address ?? 'native'}`}
          token={token}
          stale={stale}
        />
      ))}
    </div>
  )
}
