import type { Transaction } from '@kit/blockchain-api'
import { fundingAccount } from '../../chains/serviceAccounts.js'
import type { ServedChain } from '../ServedChain.js'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import type { OnrampPurchase } from './createOnrampStore.js'

export type ToOnrampTransactionParameters = {
  purchase: OnrampPurchase
  chain: ServedChain
  baseUrl: string
}

/**
 * A purchase of the local onramp as a row of the `onramp` history: pending while the payout is
 * being sent, confirmed once it is mined, with the amount bought coming in from the funding
 * account.
 */
export function toOnrampTransaction({
  purchase,
  chain,
  baseUrl,
}: ToOnrampTransactionParameters): Transaction {
  const numeric = purchase.paidAmount ?? purchase.amount
  return {
    id: purchase.id,
    metadata: {
      operationType: 'receive',
      hash: purchase.hash ?? '',
      minedAt: new Date(purchase.paidAt ?? purchase.createdAt).toISOString(),
      sentFrom: fundingAccount.address,
      sentTo: purchase.address,
      status: purchase.status === 'completed' ? 'confirmed' : 'pending',
      nonce: 0,
      chain: chain.caip2,
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric },
        value: usdValue(numeric, chain.native.price),
        price: chain.native.price,
        fungible_info: {
          name: chain.native.name,
          symbol: chain.native.symbol,
          icon: { url: tokenIconUrl(baseUrl, chain.native.symbol) },
        },
      },
    ],
  }
}
