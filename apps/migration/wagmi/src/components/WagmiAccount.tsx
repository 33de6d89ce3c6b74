import { useAccount } from 'wagmi'

/** What wagmi sees of the connection the modal made. */
export function WagmiAccount() {
  const { address, chainId, chain, status, connector } = useAccount()
  return (
    <p
      data-testid="wagmi-account"
      data-address={address ?? ''}
      data-chain-id={chainId ?? ''}
      data-chain-name={chain?.name ?? ''}
      data-status={status}
    >
      wagmi: {status} {address} on {chainId} via {connector?.name}
    </p>
  )
}
