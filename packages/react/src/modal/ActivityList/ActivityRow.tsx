import type { Transaction } from '@kit/core'
import type { Translator } from '../../i18n/createTranslator.js'
import { useI18n } from '../../i18n/I18nContext.js'
import { shortenAddress } from '../../utils/shortenAddress.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { IconTile } from '../primitives/IconTile/IconTile.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { describeTransaction } from '../utils/describeTransaction.js'
import { formatActivityDate } from '../utils/formatActivityDate.js'

/** What the lookalike warning says about the address a counterparty imitates (S23). */
export function lookalikeWarning(t: Translator['t'], imitated: string): string {
  return t('activity.lookalike', { address: shortenAddress(imitated) })
}

export type ActivityRowProps = {
  transaction: Transaction
  /** The earlier counterparty this row's counterparty imitates, if it is a lookalike (S23). */
  lookalikeOf?: string
}

/** One transaction of the history; shown only, it opens nothing. */
export function ActivityRow({ transaction, lookalikeOf }: ActivityRowProps) {
  const i18n = useI18n()
  const { t } = i18n
  const summary = describeTransaction(transaction, i18n)
  return (
    <div
      className="kit-activity-row"
      data-testid="kit-activity-row"
      data-hash={transaction.metadata.hash}
      data-flagged={summary.flagged || lookalikeOf !== undefined || undefined}
      data-lookalike={lookalikeOf !== undefined || undefined}
    >
      <IconTile shape="round" className="kit-activity-row__icon" data-status={summary.status}>
        <Icon name={summary.icon} />
      </IconTile>
      <span className="kit-activity-row__main">
        <span className="kit-activity-row__title">
          {summary.title}
          {summary.status === 'failed' && <Pill variant="neutral">{t('pill.failed')}</Pill>}
          {summary.status === 'pending' && <Pill variant="accent">{t('pill.pending')}</Pill>}
          {lookalikeOf !== undefined && (
            <Pill variant="warning" title={lookalikeWarning(t, lookalikeOf)}>
              {t('pill.lookalike')}
            </Pill>
          )}
          {summary.flagged && lookalikeOf === undefined && (
            <Pill variant="warning" title={t('activity.checkHint')}>
              {t('pill.check')}
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
            <span>{lookalikeWarning(t, lookalikeOf)}</span>
          </span>
        )}
      </span>
      <span className="kit-activity-row__end">
        <bdi className="kit-activity-row__amount" dir="ltr">
          {summary.amount}
        </bdi>
        <span className="kit-activity-row__muted">
          {formatActivityDate(transaction.metadata.minedAt, i18n.locale)}
        </span>
      </span>
    </div>
  )
}
