import { type Address, parseEther } from 'viem'
import { useAccount, useEstimateGas, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'

const testTransaction = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address,
  value: parseEther('0.01'),
}

export function SendTransaction() {
  const { isConnected } = useAccount()
  const { data: gas } = useEstimateGas({ ...testTransaction, query: { enabled: isConnected } })
  const { data: hash, sendTransaction, isPending, error } = useSendTransaction()
  const { data: receipt } = useWaitForTransactionReceipt({ hash, pollingInterval: 500 })

  if (!isConnected) return null
  return (
    <section>
      <button
        type="button"
        disabled={isPending}
        onClick={() => sendTransaction({ ...testTransaction, gas })}
      >
        Send transaction
      </button>
      <output data-testid="transaction-hash">{hash}</output>
      <output data-testid="transaction-status">{receipt?.status}</output>
      <span data-testid="estimated-gas">{gas?.toString()}</span>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  )
}
