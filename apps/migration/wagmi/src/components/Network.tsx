import { arbitrum, mainnet } from '@reown/appkit/networks'
import { useAppKitNetwork } from '@reown/appkit/react'
import { useSwitchChain } from 'wagmi'

export function Network() {
  const { caipNetwork, chainId, switchNetwork } = useAppKitNetwork()
  const { switchChain } = useSwitchChain()
  return (
    <section>
      <p data-testid="appkit-network" data-chain-id={chainId ?? ''}>
        AppKit: {caipNetwork?.name}
      </p>
      <button type="button" onClick={() => switchNetwork(arbitrum)}>
        Switch to Arbitrum
      </button>
      <button type="button" onClick={() => switchChain({ chainId: mainnet.id })}>
        Switch to Ethereum (wagmi)
      </button>
    </section>
  )
}
