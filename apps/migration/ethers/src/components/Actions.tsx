import {
  type Provider,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitNetwork,
  useAppKitNetworkCore,
  useAppKitProvider,
  useDisconnect,
} from '@reown/appkit/react'
import { BrowserProvider, formatEther, JsonRpcSigner, parseUnits } from 'ethers'
import { networks } from '../config'

const testTransaction = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: parseUnits('0.0001', 'gwei'),
}

export function Actions({ onResult }: { onResult: (result: string) => void }) {
  const { open, close } = useAppKit()
  const { disconnect } = useDisconnect()
  const { chainId } = useAppKitNetworkCore()
  const { switchNetwork } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const { fetchBalance } = useAppKitBalance()

  const signer = () => {
    if (!walletProvider || !address) throw new Error('user is disconnected')
    return new JsonRpcSigner(new BrowserProvider(walletProvider, chainId), address)
  }

  const signMessage = async () => onResult(await signer().signMessage('Hello from ethers'))

  const sendTransaction = async () => {
    const transaction = await signer().sendTransaction(testTransaction)
    await transaction.wait()
    onResult(transaction.hash)
  }

  const getBalance = async () => {
    if (!walletProvider || !address) throw new Error('user is disconnected')
    const balance = await new BrowserProvider(walletProvider, chainId).getBalance(address)
    onResult(`${formatEther(balance)} ETH`)
  }

  const getAppKitBalance = async () => {
    const { data, isSuccess, error } = await fetchBalance()
    onResult(isSuccess && data ? `${data.balance} ${data.symbol}` : String(error))
  }

  const handleDisconnect = async () => {
    try {
      await disconnect()
    } catch (error) {
      console.error('Failed to disconnect:', error)
    }
  }

  if (!isConnected)
    return (
      <button type="button" onClick={() => open({ view: 'Connect' })}>
        Connect
      </button>
    )
  return (
    <div>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Account' })}>
        Account
      </button>
      <button type="button" onClick={() => close()}>
        Close
      </button>
      <button type="button" onClick={handleDisconnect}>
        Disconnect
      </button>
      <button type="button" onClick={() => switchNetwork(networks[1])}>
        Switch
      </button>
      <button type="button" onClick={signMessage}>
        Sign message
      </button>
      <button type="button" onClick={sendTransaction}>
        Send transaction
      </button>
      <button type="button" onClick={getBalance}>
        Get balance
      </button>
      <button type="button" onClick={getAppKitBalance}>
        Get balance (AppKit)
      </button>
    </div>
  )
}
