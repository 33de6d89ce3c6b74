import type { Transaction } from '@kit/core'
import { formatAmount } from '../../../../utils/formatAmount.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { IconTile } from '../../../primitives/IconTile/IconTile.js'
import { Pill } from '../../../primitives/Pill/Pill.js'
import { formatActivityDate } from '../../../utils/formatActivityDate.js'

export type PurchaseRowProps = {
  purchase: Transaction
  locale: string
  title: (amount: string) => string
  statusText: Record<Transaction['metadata']['status'], string>
}

const pillOf = { confirmed: 'success', pending: 'accent', failed: 'neutral' } as const

/** One onramp purchase: what was bought, when, and its status. */
export function PurchaseRow({ purchase, locale, title, statusText }: PurchaseRowProps) {
  const transfer = purchase.transfers.find((entry) => entry.direction === 'in')
  const symbol = transfer?.fungible_info?.symbol ?? ''
  const amount = `${formatAmount(transfer?.quantity.numeric, locale)} ${symbol}`.trim()
  const { status } = purchase.metadata
  return (
    <li
      className="kit-purchase"
      data-testid="kit-onramp-purchase"
      data-status={status}
      data-hash={purchase.metadata.hash || undefined}
    >
      <IconTile shape="round">
        <Icon name="coins" />
      </IconTile>
      <span className="kit-purchase__main">
        <bdi className="kit-purchase__title">{title(amount)}</bdi>
        <span className="kit-purchase__muted">
          {formatActivityDate(purchase.metadata.minedAt, locale)}
        </span>
      </span>
      <Pill variant={pillOf[status]}>{statusText[status]}</Pill>
    </li>
  )
}
