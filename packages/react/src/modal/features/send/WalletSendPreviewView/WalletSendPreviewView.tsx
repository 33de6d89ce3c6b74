import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { replaceView } from '@kit/core/modules/actions/replaceView'
import { type ReactNode, useEffect } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { formatExactAmount } from '../../../../utils/formatExactAmount.js'
import { shortenAddress } from '../../../../utils/shortenAddress.js'
import { Avatar } from '../../../Avatar/Avatar.js'
import { Button } from '../../../primitives/Button/Button.js'
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
import { runSend } from '../runSend.js'
import { useSendFee } from '../useSendLookups.js'
import { useSendState } from '../useSendState.js'
import walletSendPreviewViewCss from './WalletSendPreviewView.css?inline'

adoptStyles(
  'modal/features/send/WalletSendPreviewView/WalletSendPreviewView.css',
  walletSendPreviewViewCss,
)

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="kit-send-preview__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The send as it will go: amount and its USD value, from, to (name and full address), network
 * and fee. Send asks the wallet and waits for it; a decline keeps everything here (and says so);
 * a sent transaction leaves for Account with no way back (SPEC §2).
 */
export default function WalletSendPreviewView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const state = useSendState(kit)
  const { t, locale } = useFeatureTranslator(catalogue)
  const account = chain?.account
  const network = chain?.network.caipNetwork
  const draft = readSendDraft({
    state,
    namespace: chain?.namespace ?? 'eip155',
    network,
    balances: account?.tokenBalance ?? [],
    nativeBalance: account?.balance,
  })
  useSendFee(kit, {
    token: draft.token,
    amount: state.amount,
    receiver: state.receiver?.address,
    address: account?.address,
  })
  const incomplete = draft.blocker !== undefined && state.status !== 'sending'
  // A draft emptied under it (another account or network, SPEC §4) goes back to the form.
  useEffect(() => {
    const shown = kit.stores.router.view === 'WalletSendPreview'
    if (shown && incomplete && !state.token) replaceView(kit, { view: 'WalletSend' })
  }, [kit, incomplete, state.token])
  if (!chain || !account?.address || !draft.token || !state.receiver || !draft.parsed?.ok)
    return null
  const { token, parsed } = draft
  const symbol = displayName(token.symbol, '', 12)
  const nativeSymbol = displayName(network?.nativeCurrency.symbol, '', 12)
  const amount = formatExactAmount(parsed.text, locale)
  const sending = state.status === 'sending'
  const receiver = state.receiver
  return (
    <div className="kit-send-preview" data-testid="kit-send-preview" aria-busy={sending}>
      <div className="kit-send-preview__amount">
        <Text as="span" size={14} tone="muted">
          {t('send.youSend')}
        </Text>
        <span className="kit-send-preview__value">
          <Image src={token.iconUrl} shape="round" fallback="coins" />
          {/* Exactly what is sent, every decimal: smaller when long, wrapped rather than cut. */}
          <Text
            as="span"
            size={amountSize(`${amount} ${symbol}`)}
            weight={600}
            data-testid="kit-send-preview-amount"
          >
            <bdi dir="ltr">
              {amount} <bdi>{symbol}</bdi>
            </bdi>
          </Text>
        </span>
        <bdi className="kit-send-preview__fiat">{formatUsd(draft.amountUsd ?? 0, locale)}</bdi>
      </div>
      <dl className="kit-send-preview__details">
        <DetailRow label={t('send.from')}>
          <span className="kit-send-preview__party">
            <Avatar address={account.address} image={account.profileImage} />
            <bdi dir="ltr" title={account.address}>
              {account.profileName
                ? displayName(account.profileName)
                : shortenAddress(account.address)}
            </bdi>
          </span>
        </DetailRow>
        <DetailRow label={t('send.to')}>
          <span className="kit-send-preview__party" data-testid="kit-send-preview-receiver">
            <Avatar address={receiver.address} image={receiver.avatar} />
            <span className="kit-send-preview__party-text">
              {receiver.name && <bdi dir="auto">{displayName(receiver.name)}</bdi>}
              <span className="kit-send-preview__address" dir="ltr">
                {receiver.address}
              </span>
            </span>
          </span>
        </DetailRow>
        <DetailRow label={t('send.network')}>
          <bdi>{displayName(network?.name, chain.namespace)}</bdi>
        </DetailRow>
        <DetailRow label={t('send.networkFee')}>
          {draft.fee && state.feeStatus !== 'loading' ? (
            <bdi dir="ltr" data-testid="kit-send-preview-fee">
              {draft.fee.usd === undefined ? '' : `${formatUsd(draft.fee.usd, locale)} · `}
              {formatFeeAmount(draft.fee.amount, locale)} <bdi>{nativeSymbol}</bdi>
            </bdi>
          ) : state.feeStatus === 'error' ? (
            t('send.feeUnavailable')
          ) : (
            <Skeleton width={96} height={16} />
          )}
        </DetailRow>
      </dl>
      <div className="kit-send-preview__status" aria-live="polite">
        {sending && (
          <span className="kit-send-preview__waiting" data-testid="kit-send-waiting">
            <Spinner />
            <Text as="span" size={14}>
              {t('send.confirmInWallet')}
            </Text>
          </span>
        )}
        {state.status === 'rejected' && (
          <Text size={14} tone="error" align="center" data-testid="kit-send-rejected">
            {t('send.rejected')}
          </Text>
        )}
        {draft.blocker === 'send.insufficientFunds' && !sending && (
          <Text size={14} tone="error" align="center">
            {t('send.insufficientFunds')}
          </Text>
        )}
      </div>
      <div className="kit-send-preview__actions">
        <Button variant="secondary" disabled={sending} onClick={() => goBack(kit)}>
          {t('send.cancel')}
        </Button>
        <Button
          data-testid="kit-send-confirm"
          // The fee shown is the fee sent: Send waits for the estimate of this very send.
          disabled={sending || draft.blocker !== undefined || state.feeStatus === 'loading'}
          onClick={() => void runSend(kit, { t })}
        >
          {t('send.send')}
        </Button>
      </div>
    </div>
  )
}

/** The amount's type size: 24 px, stepping down for long exact amounts (up to 36 decimals). */
function amountSize(text: string): 16 | 20 | 24 {
  return text.length <= 14 ? 24 : text.length <= 20 ? 20 : 16
}
