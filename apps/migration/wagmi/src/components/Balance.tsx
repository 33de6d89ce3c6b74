import { useAppKitAccount } from '@reown/appkit/react'
import { type Address, formatUnits } from 'viem'
import { useBalance } from 'wagmi'

export function Balance() {
  const { address, isConnected } = useAppKitAccount()
  const { data, refetch } = useBalance({
    address: address as Address,
    query: { enabled: isConnected },
  })
  if (!isConnected) return null
  return (
    <p>
      <span data-testid="balance">
        {data ? `${formatUnits(data.value, data.decimals)} ${data.symbol}` : ''}
      </span>
      <button type="button" onClick={() => refetch()}>
        Refresh balance
      </button>
    </p>
  )
}
