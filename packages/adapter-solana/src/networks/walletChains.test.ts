import { solana, solanaDevnet, solanaTestnet } from '@kit/core/modules/networks/solanaNetworks'
import { expect, it } from 'vitest'
import { toWalletChain } from './walletChains.js'

it('maps the three clusters by CAIP-2 id (current and deprecated), anything else to localnet', () => {
  expect(toWalletChain(solana)).toBe('solana:mainnet')
  expect(toWalletChain(solanaDevnet)).toBe('solana:devnet')
  expect(toWalletChain(solanaTestnet)).toBe('solana:testnet')
  expect(toWalletChain({ caipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' })).toBe(
    'solana:mainnet',
  )
  expect(toWalletChain({ caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' })).toBe(
    'solana:devnet',
  )
  expect(toWalletChain({ caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' })).toBe(
    'solana:localnet',
  )
  expect(toWalletChain({ caipNetworkId: 'solana:toString' })).toBe('solana:localnet')
})
