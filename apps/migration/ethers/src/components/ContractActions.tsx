import {
  type Provider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
} from '@reown/appkit/react'
import { BrowserProvider, Contract } from 'ethers'

const erc20Abi = [
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
]

/** The app's ERC-20. */
const tokenAddress = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

export function ContractActions({ onResult }: { onResult: (result: string) => void }) {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')

  const readBalance = async () => {
    const provider = new BrowserProvider(walletProvider)
    const token = new Contract(tokenAddress, erc20Abi, provider)
    const balance: bigint = await token.getFunction('balanceOf')(address)
    onResult(balance.toString())
  }

  const transfer = async () => {
    const signer = await new BrowserProvider(walletProvider).getSigner()
    const token = new Contract(tokenAddress, erc20Abi, signer)
    const transaction = await token.getFunction('transfer')(address, 1n)
    onResult(String(transaction.hash))
  }

  if (!isConnected || chainId !== 11155111) return null
  return (
    <div>
      <button type="button" onClick={readBalance}>
        Read token balance
      </button>
      <button type="button" onClick={transfer}>
        Transfer token
      </button>
    </div>
  )
}
