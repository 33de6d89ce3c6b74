import type { Kit } from '@kit/core'
import { fetchBalance } from '@kit/core/modules/actions/fetchBalance'
import { fetchTokenBalances } from '@kit/core/modules/actions/fetchTokenBalances'
import { showToast } from '@kit/core/modules/actions/toast'
import { getSendState } from '@kit/core/modules/features/send/sendState'
import { submitSend } from '@kit/core/modules/features/send/submitSend'
import { waitForSend } from '@kit/core/modules/features/send/waitForSend'
import { isUserRejection } from '@kit/core/modules/utils/isUserRejection'
import type { FeatureTranslator } from '../../../i18n/feature/useFeatureTranslator.js'
import type { SendMessageKey } from './messages/english.js'

/** The started toast stays this long before the outcome replaces it. */
export const startedToastFor = 2_000

export type RunSendParameters = {
  /** The feature's texts, read before the send view closes. */
  t: FeatureTranslator<SendMessageKey>['t']
  /** Waits `ms` (tests pass a quicker one). */
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sends the draft and tells the visitor how it went (SPEC §4, §8): a decline shows 'Transaction
 * rejected' and keeps the draft on the preview; another failure 'Something went wrong' (EVM,
 * Bitcoin) or 'Failed to send transaction. Please try again.' (Solana). Once the wallet sent,
 * 'Transaction started' while the modal is on Account with no way back, then the receipt wait
 * (SPEC §9) reports a repriced, cancelled or replaced transaction and ends with a success or
 * failure toast; the balances are read again once it is mined.
 */
export async function runSend(kit: Kit, { t, wait = sleep }: RunSendParameters): Promise<void> {
  const state = getSendState(kit)
  const namespace = kit.stores.chains.activeNamespace
  let sent: Awaited<ReturnType<typeof submitSend>>
  try {
    sent = await submitSend(kit, { state })
  } catch (error) {
    const message = isUserRejection(error)
      ? t('send.rejectedToast')
      : namespace === 'solana'
        ? t('send.solanaFailed')
        : t('send.somethingWentWrong')
    kit.warn('Send failed', error)
    showToast(kit, { message, variant: 'error' })
    return
  }
  const startedAt = Date.now()
  showToast(kit, { message: t('send.transactionStarted'), variant: 'success' })
  let outcome: Awaited<ReturnType<typeof waitForSend>> | 'failed'
  try {
    outcome = await waitForSend(kit, {
      network: sent.network,
      hash: sent.hash,
      onReplaced: ({ reason }) =>
        showToast(kit, { message: t(`send.${reason}`), variant: 'loading' }),
    })
  } catch (error) {
    kit.warn('The transaction receipt could not be read', error)
    outcome = 'failed'
  }
  if (outcome === undefined) return
  await wait(Math.max(0, startedAt + startedToastFor - Date.now()))
  if (outcome === 'failed')
    showToast(kit, { message: t('send.somethingWentWrong'), variant: 'error' })
  else
    showToast(kit, {
      message: t(
        outcome.status === 'success' ? 'send.transactionConfirmed' : 'send.transactionReverted',
      ),
      variant: outcome.status === 'success' ? 'success' : 'error',
    })
  const namespaceNow = sent.network.chainNamespace
  void fetchBalance(kit, { force: true, namespace: namespaceNow })
  if (kit.stores.chains.activeNamespace === namespaceNow)
    void fetchTokenBalances(kit, { force: true })
}
