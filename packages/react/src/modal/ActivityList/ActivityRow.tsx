import type { Transaction } from '@kit/core'
import { Icon } from '../primitives/Icon/Icon.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { describeTransaction } from '../utils/describeTransaction.js'
import { formatActivityDate } from '../utils/formatActivityDate.js'

const checkHint =
  'A zero-value, tiny or unknown-token transfer: often sent to plant a lookalike address in your history. Check the full address before sending to it.'

/** One transaction of the history; shown only, it opens nothing. */
export function ActivityRow({ transaction }: { transaction: Transaction }) {
  const summary = describeTransaction(transaction)
  return (
    <div
      className="kit-activity-row"
      data-testid="kit-activity-row"
      data-hash={transaction.metadata.hash}
      data-flagged={summary.flagged || undefined}
    >
      <span className="kit-activity-row__icon" data-status={summary.status}>
        <Icon name={summary.icon} />
      </span>
      <span className="kit-activity-row__main">
        <span className="kit-activity-row__title">
          {summary.title}
          {summary.status === 'failed' && <Pill variant="neutral">FAILED</Pill>}
          {summary.status === 'pending' && <Pill variant="accent">PENDING</Pill>}
          {summary.flagged && (
            <Pill variant="warning" title={checkHint}>
              CHECK
            </Pill>
          )}
        </span>
        <span className="kit-activity-row__muted">{summary.counterparty}</span>
      </span>
      <span className="kit-activity-row__end">
        <bdi className="kit-activity-row__amount">{summary.amount}</bdi>
        <span className="kit-activity-row__muted">
          {formatActivityDate(transaction.metadata.minedAt)}
        </span>
      </span>
    </div>
  )
}
