import { useAccount } from 'wagmi'

/** What wagmi sees of the connection the modal made. */
export function WagmiAccount() {
  const { address, chainId, status, connector } = useAccount()
  return (
    <p
      data-testid="wagmi-account"
      data-address={address ?? ''}
      data-chain-id={chainId ?? ''}
      data-status={status}
    >
      wagmi: {status} {address} on {chainId} via {connector?.name}
    </p>
  )
}
