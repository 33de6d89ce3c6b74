import {
  createFakeWalletConnectSession,
  otherSessionAddress,
  sessionAddress,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { createSessionProvider } from './createSessionProvider.js'

function setup(accounts = [`eip155:1:${sessionAddress}`, `eip155:10:${otherSessionAddress}`]) {
  const session = createFakeWalletConnectSession({ accounts })
  const provider = createSessionProvider(session, 1)
  const heard: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
    provider.on?.(event, (payload) => heard.push([event, payload]))
  return { session, provider, heard }
}

describe('the EIP-1193 facade over a WalletConnect session', () => {
  test('answers eth_chainId and eth_accounts for its chain itself', async () => {
    const { session, provider } = setup()
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([sessionAddress])
    expect(session.request).not.toHaveBeenCalled()
  })

  test('sends other requests to the session on its chain', async () => {
    const { session, provider } = setup()
    session.request.mockResolvedValue('0xsig')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', sessionAddress] }),
    ).resolves.toBe('0xsig')
    expect(session.request).toHaveBeenCalledWith({
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x68', sessionAddress],
    })
  })

  test('a successful switch moves it to the new chain and says so', async () => {
    const { session, provider, heard } = setup()
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(heard).toEqual([['chainChanged', '0xa']])
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([
      otherSessionAddress,
    ])
    await provider.request({ method: 'eth_blockNumber' })
    expect(session.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ chainId: 'eip155:10' }),
    )
  })

  test('removeListener stops a listener; one that throws does not keep the event from the others', () => {
    const { session, provider, heard } = setup()
    const removed = vi.fn()
    provider.on?.('chainChanged', removed)
    provider.removeListener?.('chainChanged', removed)
    provider.on?.('accountsChanged', () => {
      throw new Error('dapp listener failed')
    })
    session.emit({
      name: 'accountsChanged',
      data: [`eip155:1:${sessionAddress}`],
      chainId: 'eip155:1',
    })
    session.emit({ name: 'chainChanged', data: '0xa', chainId: 'eip155:10' })
    expect(removed).not.toHaveBeenCalled()
    expect(heard).toEqual([
      ['accountsChanged', [sessionAddress]],
      ['chainChanged', '0xa'],
    ])
  })

  test('a failed switch leaves it where it was', async () => {
    const { session, provider, heard } = setup()
    session.request.mockRejectedValue({ code: 4902, message: 'Unknown chain' })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(heard).toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  })

  test("passes the wallet's accountsChanged on as addresses, and chainChanged once per move", () => {
    const { session, heard } = setup()
    session.emit({
      name: 'accountsChanged',
      data: [`eip155:1:${otherSessionAddress}`],
      chainId: 'eip155:1',
    })
    session.emit({ name: 'chainChanged', data: '0xa', chainId: 'eip155:10' })
    session.emit({ name: 'chainChanged', data: 10, chainId: 'eip155:10' })
    session.emit({ name: 'chainChanged', data: 'junk', chainId: 'eip155:137' })
    expect(heard).toEqual([
      ['accountsChanged', [otherSessionAddress]],
      ['chainChanged', '0xa'],
      ['chainChanged', '0x89'],
    ])
  })

  test("reports the session's end as disconnect, once", () => {
    const { session, heard } = setup()
    const listener = vi.fn()
    session.end({ code: 4900, message: 'gone' })
    session.end()
    expect(heard).toEqual([['disconnect', { code: 4900, message: 'gone' }]])
    expect(listener).not.toHaveBeenCalled()
  })
})
