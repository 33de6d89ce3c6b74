import { arbitrum, mainnet } from '@reown/appkit/networks'
import { useAppKitNetwork } from '@reown/appkit/react'
import { useSwitchChain } from 'wagmi'
import { modal } from '../appKit'
import { laterNetwork } from '../config'

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
      <button type="button" onClick={() => modal.addNetwork('eip155', laterNetwork)}>
        Add {laterNetwork.name}
      </button>
      <button type="button" onClick={() => switchChain({ chainId: Number(laterNetwork.id) })}>
        Switch to {laterNetwork.name} (wagmi)
      </button>
    </section>
  )
}
