import type { Transaction } from '@kit/core'
import type { Translator } from '../../i18n/createTranslator.js'
import type { MessageKey } from '../../i18n/types.js'
import { formatAmount } from '../../utils/formatAmount.js'
import { shortenAddress } from '../../utils/shortenAddress.js'
import type { IconName } from '../icons/iconPaths.js'
import { displayName } from './displayName.js'
import { getCounterparty } from './getCounterparty.js'
import { isDustAmount } from './isDustAmount.js'

export type TransactionSummary = {
  title: string
  icon: IconName
  /** `1.5 ETH`, an NFT's name, or empty. */
  amount: string
  /** `to 0x12…345678` / `from …`, or empty. */
  counterparty: string
  /** Zero-value, dust or unknown-token transfer: possibly address poisoning (S23). */
  flagged: boolean
  status: Transaction['metadata']['status']
}

const titles: Record<string, MessageKey> = {
  send: 'activity.sent',
  receive: 'activity.received',
  mint: 'activity.minted',
  approve: 'activity.approved',
  execute: 'activity.executed',
  deploy: 'activity.deployed',
  trade: 'activity.swapped',
}

const directionIcons: Record<string, IconName> = { in: 'arrowDown', out: 'arrowUp', self: 'swap' }

/** What one activity row says about a transaction (its first transfer stands for it). */
export function describeTransaction(
  transaction: Transaction,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): TransactionSummary {
  const { metadata, transfers } = transaction
  const transfer = transfers[0]
  const type = metadata.operationType
  const icon =
    type === 'trade'
      ? 'swap'
      : transfer
        ? (directionIcons[transfer.direction] ?? 'swap')
        : type === 'approve'
          ? 'check'
          : 'sparkle'
  let amount = ''
  if (transfer?.nft_info) amount = displayName(transfer.nft_info.name, 'NFT', 32)
  else if (transfer?.fungible_info)
    amount =
      `${formatAmount(transfer.quantity.numeric, locale)} ${displayName(transfer.fungible_info.symbol, '', 12)}`.trim()
  const { address: other, incoming } = getCounterparty(transaction)
  return {
    title: t(titles[type] ?? 'activity.transaction'),
    icon,
    amount,
    counterparty: other
      ? t(incoming ? 'activity.from' : 'activity.to', { address: shortenAddress(other) })
      : '',
    flagged: transfers.some(
      (t) =>
        (!t.fungible_info && !t.nft_info) ||
        (t.fungible_info !== undefined && isDustAmount(t.quantity.numeric)),
    ),
    status: metadata.status,
  }
}
