'use client'
import { fetchBalance } from '@kit/core/modules/actions/fetchBalance'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type FetchBalanceResult = {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/** Fetches the connected account's native balance on demand. */
export function useAppKitBalance() {
  const kit = useKit()
  return useMemo(
    () => ({
      fetchBalance: async (): Promise<FetchBalanceResult> => {
        try {
          const data = await fetchBalance(kit, { force: true })
          if (!data)
            return {
              data: undefined,
              error: 'No account connected',
              isSuccess: false,
              isError: true,
            }
          return { data, error: null, isSuccess: true, isError: false }
        } catch (error) {
          const message = error instanceof Error ? error.message : 'Balance unavailable'
          return { data: undefined, error: message, isSuccess: false, isError: true }
        }
      },
    }),
    [kit],
  )
}
