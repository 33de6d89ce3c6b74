import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { getSendState, selectSendToken } from '@kit/core/modules/features/send/sendState'
import { tokenAddress } from '@kit/core/modules/features/send/tokenAddress'
import { useId, useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { Notice } from '../../../Notice/Notice.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.js'
import { TokenRow } from '../../../TokenList/TokenRow.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { listSendTokens } from '../listSendTokens.js'
import { catalogue } from '../messages/catalogue.js'
import { findNativeBalance } from '../readSendDraft.js'
import { useSendState } from '../useSendState.js'
import walletSendSelectTokenViewCss from './WalletSendSelectTokenView.css?inline'

adoptStyles(
  'modal/features/send/WalletSendSelectTokenView/WalletSendSelectTokenView.css',
  walletSendSelectTokenViewCss,
)

/** The account's balances to send from (native first, searchable); picking one goes back. */
export default function WalletSendSelectTokenView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const state = useSendState(kit)
  const { t } = useFeatureTranslator(catalogue)
  const [query, setQuery] = useState('')
  const id = useId()
  const account = chain?.account
  if (!chain || !account) return null
  const native = findNativeBalance({
    balances: account.tokenBalance,
    network: chain.network.caipNetwork,
    nativeBalance: account.balance,
  })
  const balances =
    native && !account.tokenBalance.includes(native)
      ? [native, ...account.tokenBalance]
      : account.tokenBalance
  const tokens = listSendTokens(balances, query)
  const selected = state.token ? (tokenAddress(state.token) ?? '') : undefined
  const loading = account.tokens.status === 'loading' && account.tokenBalance.length === 0
  return (
    <div className="kit-send-tokens" data-testid="kit-send-tokens">
      <div className="kit-send-tokens__search">
        <label htmlFor={id} className="kit-sr-only">
          {t('send.searchTokens')}
        </label>
        <Icon name="search" className="kit-send-tokens__search-icon" />
        <input
          id={id}
          className="kit-send-tokens__search-input"
          data-testid="kit-send-token-search"
          type="search"
          placeholder={t('send.searchTokens')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {loading ? (
        <div className="kit-send-tokens__list" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} width="100%" height={56} />
          ))}
        </div>
      ) : tokens.length === 0 ? (
        <Notice icon="coins" text={query ? t('send.noMatch') : t('send.noTokens')} />
      ) : (
        <ul className="kit-send-tokens__list">
          {tokens.map((token) => {
            const key = tokenAddress(token) ?? ''
            return (
              <li key={`${token.chainId}:${key}`}>
                <button
                  type="button"
                  className="kit-send-tokens__option"
                  data-testid="kit-send-token-option"
                  aria-current={selected === key ? 'true' : undefined}
                  onClick={() => {
                    const live = getSendState(kit)
                    selectSendToken(live, token)
                    live.amount = ''
                    goBack(kit)
                  }}
                >
                  <TokenRow token={token} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
