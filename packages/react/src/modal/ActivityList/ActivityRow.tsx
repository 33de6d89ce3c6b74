import type { Transaction } from '@kit/core'
import { shortenAddress } from '../../utils/shortenAddress.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { describeTransaction } from '../utils/describeTransaction.js'
import { formatActivityDate } from '../utils/formatActivityDate.js'

const checkHint =
  'A zero-value, tiny or unknown-token transfer: often sent to plant a lookalike address in your history. Check the full address before sending to it.'

/** What the lookalike warning says about the address a counterparty imitates (S23). */
export function lookalikeWarning(imitated: string): string {
  return `Looks like ${shortenAddress(imitated)}, an address you sent to before, but is a different address. Check the full address before sending to it.`
}

export type ActivityRowProps = {
  transaction: Transaction
  /** The earlier counterparty this row's counterparty imitates, if it is a lookalike (S23). */
  lookalikeOf?: string
}

/** One transaction of the history; shown only, it opens nothing. */
export function ActivityRow({ transaction, lookalikeOf }: ActivityRowProps) {
  const summary = describeTransaction(transaction)
  return (
    <div
      className="kit-activity-row"
      data-testid="kit-activity-row"
      data-hash={transaction.metadata.hash}
      data-flagged={summary.flagged || lookalikeOf !== undefined || undefined}
      data-lookalike={lookalikeOf !== undefined || undefined}
    >
      <span className="kit-activity-row__icon" data-status={summary.status}>
        <Icon name={summary.icon} />
      </span>
      <span className="kit-activity-row__main">
        <span className="kit-activity-row__title">
          {summary.title}
          {summary.status === 'failed' && <Pill variant="neutral">FAILED</Pill>}
          {summary.status === 'pending' && <Pill variant="accent">PENDING</Pill>}
          {lookalikeOf !== undefined && (
            <Pill variant="warning" title={lookalikeWarning(lookalikeOf)}>
              LOOKALIKE
            </Pill>
          )}
          {summary.flagged && lookalikeOf === undefined && (
            <Pill variant="warning" title={checkHint}>
              CHECK
            </Pill>
          )}
        </span>
        <span className="kit-activity-row__muted">{summary.counterparty}</span>
        {lookalikeOf !== undefined && (
          <span
            className="kit-activity-row__lookalike"
            data-testid="kit-activity-lookalike"
            role="note"
          >
            <Icon name="warning" size={16} />
            <span>{lookalikeWarning(lookalikeOf)}</span>
          </span>
        )}
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
