import type { HistoryResponse } from '@kit/blockchain-api'
import type { ApiContext } from '../ApiContext.js'
import type { ServedChain } from '../ServedChain.js'
import { toOnrampTransaction } from './toOnrampTransaction.js'

export type ListOnrampHistoryParameters = {
  context: ApiContext
  address: string
  /** The chains asked for (`chainId`), all of the API's when absent. */
  chains: readonly ServedChain[]
}

/** The `onramp` history of an address: its local onramp purchases, newest first, one page. */
export function listOnrampHistory({
  context,
  address,
  chains,
}: ListOnrampHistoryParameters): HistoryResponse {
  const data = context.onramp.listPaid(address).flatMap((purchase) => {
    const chain = chains.find((candidate) => candidate.config.chainId === purchase.chainId)
    return chain ? [toOnrampTransaction({ purchase, chain, baseUrl: context.baseUrl })] : []
  })
  return { data, next: null }
}
