import { mainnet } from '@kit/core/networks'
import { testSolanaNetwork } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { needsSwitchActiveChain } from './needsSwitchActiveChain.js'

const chains = (evm?: string, solana?: string) => ({
  activeNamespace: 'eip155' as const,
  namespaces: { eip155: { account: { address: evm } }, solana: { account: { address: solana } } },
})

describe('needsSwitchActiveChain', () => {
  it('asks only for another namespace with no wallet while the active one has one', () => {
    expect(needsSwitchActiveChain(chains('0xab'), testSolanaNetwork)).toBe(true)
    expect(needsSwitchActiveChain(chains('0xab', 'So1'), testSolanaNetwork)).toBe(false)
    expect(needsSwitchActiveChain(chains(), testSolanaNetwork)).toBe(false)
    expect(needsSwitchActiveChain(chains('0xab'), mainnet)).toBe(false)
  })
})
