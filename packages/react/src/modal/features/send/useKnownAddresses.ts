import type { Kit, Transaction } from '@kit/core'
import { useMemo } from 'react'
import { useKitState } from '../../../utils/useKitState.js'
import { getCounterparty } from '../../utils/getCounterparty.js'
import { useActiveChain } from '../../utils/useActiveChain.js'

/**
 * The addresses the account knows (SECURITY S23): its own, and those its history shows it sent
 * to; a receiver imitating one of them gets the lookalike warning.
 */
export function useKnownAddresses(kit: Kit): string[] {
  const chain = useActiveChain(kit)
  const { transactions } = useKitState(kit, 'transactions')
  const address = chain?.account.address
  const accounts = chain?.account.allAccounts
  return useMemo(() => {
    const known = new Set<string>()
    if (address) known.add(address)
    for (const entry of accounts ?? []) known.add(entry.address)
    for (const transaction of transactions) {
      const { address: counterparty, incoming } = getCounterparty(transaction as Transaction)
      if (counterparty && !incoming) known.add(counterparty)
    }
    return [...known]
  }, [address, accounts, transactions])
}
