import type { Kit } from '@kit/core'
import { fetchTokenBalances } from '@kit/core/modules/actions/fetchTokenBalances'
import { pushView } from '@kit/core/modules/actions/pushView'
import { maxSendValue } from '@kit/core/modules/features/send/assessSendFunds'
import { findLookalikeAddress } from '@kit/core/modules/features/send/findLookalikeAddress'
import { formatBaseUnits } from '@kit/core/modules/features/send/formatBaseUnits'
import { getSendState, selectSendToken } from '@kit/core/modules/features/send/sendState'
import { useEffect, useId } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatAmount } from '../../../../utils/formatAmount.js'
import { formatExactAmount } from '../../../../utils/formatExactAmount.js'
import { shortenAddress } from '../../../../utils/shortenAddress.js'
import { Avatar } from '../../../Avatar/Avatar.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Image } from '../../../primitives/Image/Image.js'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.js'
import { Spinner } from '../../../primitives/Spinner/Spinner.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { formatUsd } from '../../../utils/formatUsd.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { formatFeeAmount } from '../formatFeeAmount.js'
import { catalogue } from '../messages/catalogue.js'
import { readSendDraft } from '../readSendDraft.js'
import { useKnownAddresses } from '../useKnownAddresses.js'
import { useReceiverCheck, useSendFee } from '../useSendLookups.js'
import { useSendState } from '../useSendState.js'
import walletSendViewCss from './WalletSendView.css?inline'

adoptStyles('modal/features/send/WalletSendView/WalletSendView.css', walletSendViewCss)

/**
 * A send's draft: the amount (typed as a decimal, SECURITY B05) of a token chosen among the
 * account's balances, with Max and its USD value; the receiver, an address or a name (resolved
 * with its avatar), with a warning for a lookalike of a known address (S23); the network fee in
 * USD; and Preview, which says what is missing, insufficient funds included, before the wallet is
 * ever asked (SPEC §6).
 */
export default function WalletSendView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const state = useSendState(kit)
  const { t, tParts, locale } = useFeatureTranslator(catalogue)
  const id = useId()
  const known = useKnownAddresses(kit)
  const account = chain?.account
  const network = chain?.network.caipNetwork
  const draft = readSendDraft({
    state,
    namespace: chain?.namespace ?? 'eip155',
    network,
    balances: account?.tokenBalance ?? [],
    nativeBalance: account?.balance,
  })
  const { token } = draft
  const tokensStatus = account?.tokens.status
  useEffect(() => {
    if (tokensStatus === 'idle') void fetchTokenBalances(kit)
  }, [kit, tokensStatus])
  useEffect(() => {
    const live = getSendState(kit)
    if (!live.token && token) selectSendToken(live, token)
  }, [kit, token])
  useReceiverCheck(kit, { text: state.receiverText, network })
  useSendFee(kit, {
    token,
    amount: state.amount,
    receiver: state.receiver?.address,
    address: account?.address,
  })
  if (!chain || !account?.address) return null
  const live = getSendState(kit)
  const networkName = displayName(network?.name, chain.namespace)
  const symbol = token ? displayName(token.symbol, '', 12) : ''
  const nativeSymbol = displayName(network?.nativeCurrency.symbol, '', 12)
  const lookalike =
    state.receiverStatus === 'valid' && state.receiver
      ? findLookalikeAddress({
          namespace: chain.namespace,
          receiver: state.receiver.address,
          known,
        })
      : undefined
  const setMax = () => {
    if (!token) return
    live.amount = formatBaseUnits({
      value: maxSendValue({ token, fee: draft.fee ? state.fee?.fee : undefined }),
      decimals: token.quantity.decimals,
    })
    live.status = 'draft'
  }
  const amountError =
    draft.amountProblem === 'send.amountDecimals'
      ? t('send.amountDecimals', { symbol, decimals: token?.quantity.decimals ?? 0 })
      : draft.amountProblem === 'send.amountBelowMinimum'
        ? tParts('send.amountBelowMinimum', {
            amount: (
              <bdi dir="ltr">
                {formatExactAmount(draft.minimum ?? '0', locale)} {symbol}
              </bdi>
            ),
          })
        : draft.amountProblem
          ? t(draft.amountProblem)
          : draft.funds === 'insufficientAmount'
            ? t('send.insufficientFunds')
            : draft.funds === 'insufficientFee'
              ? t('send.insufficientFee', { symbol: nativeSymbol })
              : undefined
  const receiverMessage =
    state.receiverStatus === 'invalid'
      ? t('send.receiverInvalid', { network: networkName })
      : state.receiverStatus === 'notFound'
        ? t('send.nameNotFound', { network: networkName })
        : undefined
  return (
    <div className="kit-send" data-testid="kit-send">
      <section className="kit-send__card" aria-labelledby={`${id}-amount`}>
        <div className="kit-send__amount-row">
          <label id={`${id}-amount`} htmlFor={`${id}-amount-input`} className="kit-sr-only">
            {t('send.amount')}
          </label>
          <input
            id={`${id}-amount-input`}
            className="kit-send__amount"
            data-testid="kit-send-amount"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            maxLength={96}
            dir="ltr"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : `${id}-balance`}
            value={state.amount}
            onChange={(event) => {
              live.amount = event.target.value
              live.status = 'draft'
            }}
          />
          <button
            type="button"
            className="kit-send__token"
            data-testid="kit-send-token"
            aria-label={token ? t('send.token', { symbol }) : t('send.chooseToken')}
            onClick={() => pushView(kit, { view: 'WalletSendSelectToken' })}
          >
            {token && <Image src={token.iconUrl} shape="round" fallback="coins" />}
            <bdi className="kit-send__token-symbol">{token ? symbol : t('send.chooseToken')}</bdi>
            <Icon name="chevronRight" size={16} />
          </button>
        </div>
        <div className="kit-send__meta">
          <bdi className="kit-send__fiat" data-testid="kit-send-fiat">
            {formatUsd(draft.amountUsd ?? 0, locale)}
          </bdi>
          {token && (
            <span className="kit-send__balance" id={`${id}-balance`}>
              <bdi dir="ltr">
                {t('send.balance', {
                  amount: `${formatAmount(token.quantity.numeric, locale)} ${symbol}`,
                })}
              </bdi>
              <button
                type="button"
                className="kit-send__max"
                data-testid="kit-send-max"
                onClick={setMax}
                disabled={state.feeStatus === 'loading'}
              >
                {t('send.max')}
              </button>
            </span>
          )}
        </div>
        {amountError && (
          <Text
            size={12}
            tone="error"
            id={`${id}-amount-error`}
            data-testid="kit-send-amount-error"
          >
            {amountError}
          </Text>
        )}
      </section>
      <span className="kit-send__arrow" aria-hidden="true">
        <Icon name="arrowDown" size={16} />
      </span>
      <section className="kit-send__card">
        <label htmlFor={`${id}-receiver`} className="kit-send__label">
          {t('send.to')}
        </label>
        <input
          id={`${id}-receiver`}
          className="kit-send__receiver"
          data-testid="kit-send-receiver"
          placeholder={t('send.receiverPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={128}
          dir="ltr"
          aria-invalid={receiverMessage ? true : undefined}
          aria-describedby={`${id}-receiver-status`}
          value={state.receiverText}
          onChange={(event) => {
            live.receiverText = event.target.value
            live.receiver = undefined
            live.receiverStatus = 'idle'
            live.status = 'draft'
          }}
        />
        <div id={`${id}-receiver-status`} className="kit-send__receiver-status" aria-live="polite">
          {state.receiverStatus === 'checking' && (
            <span className="kit-send__checking">
              <Spinner size={16} />
              <Text as="span" size={12} tone="muted">
                {t('send.checking')}
              </Text>
            </span>
          )}
          {receiverMessage && (
            <Text size={12} tone="error" data-testid="kit-send-receiver-error">
              {receiverMessage}
            </Text>
          )}
          {state.receiverStatus === 'valid' && state.receiver && (
            <span className="kit-send__resolved" data-testid="kit-send-resolved">
              <Avatar address={state.receiver.address} image={state.receiver.avatar} />
              <span className="kit-send__resolved-text">
                {state.receiver.name && (
                  <Text as="span" size={14} weight={600} truncate dir="auto">
                    {displayName(state.receiver.name)}
                  </Text>
                )}
                <Text
                  as="span"
                  size={12}
                  tone="muted"
                  truncate
                  dir="ltr"
                  title={state.receiver.address}
                >
                  {shortenAddress(state.receiver.address)}
                </Text>
              </span>
            </span>
          )}
        </div>
        {lookalike && (
          <div className="kit-send__warning" role="alert" data-testid="kit-send-lookalike">
            <Icon name="warning" size={16} />
            <Text as="span" size={12}>
              {t('send.lookalike', { known: shortenAddress(lookalike) })}
            </Text>
          </div>
        )}
      </section>
      <div className="kit-send__fee" data-testid="kit-send-fee">
        <Text as="span" size={14} tone="muted">
          {t('send.networkFee')}
        </Text>
        {state.feeStatus === 'loading' || (state.feeStatus === 'idle' && token) ? (
          <Skeleton width={72} height={16} />
        ) : draft.fee ? (
          <bdi className="kit-send__fee-value" title={`${draft.fee.amount} ${nativeSymbol}`}>
            {draft.fee.usd === undefined
              ? `${formatFeeAmount(draft.fee.amount, locale)} ${nativeSymbol}`
              : formatUsd(draft.fee.usd, locale)}
          </bdi>
        ) : (
          <Text as="span" size={14}>
            {t('send.feeUnavailable')}
          </Text>
        )}
      </div>
      <Button
        data-testid="kit-send-preview"
        disabled={draft.blocker !== undefined}
        onClick={() => pushView(kit, { view: 'WalletSendPreview' })}
      >
        {draft.blocker ? t(draft.blocker) : t('send.preview')}
      </Button>
    </div>
  )
}
