import { useAppKitAccount } from '@reown/appkit/react'
import { type Address, erc20Abi } from 'viem'
import { useReadContract, useWriteContract } from 'wagmi'

/** The app's ERC-20. */
const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' as Address

export function Token() {
  const { address, isConnected } = useAppKitAccount()
  const { data: balance } = useReadContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
    query: { enabled: isConnected },
  })
  const { writeContract, data: hash } = useWriteContract()
  if (!isConnected) return null
  return (
    <section>
      <span data-testid="token-balance">{balance?.toString()}</span>
      <button
        type="button"
        onClick={() =>
          writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n],
          })
        }
      >
        Transfer token
      </button>
      <output data-testid="token-transfer">{hash}</output>
    </section>
  )
}
