// @vitest-environment jsdom
import { ConnectorNotFoundError, UserRejectedRequestError } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { InternalRpcError, UnknownRpcError } from '../errors/rpc.js'
import { mainnet, optimism } from '../test/fixtures.js'
import { testConnectorId } from '../test/setupTestWallet.js'
import { useTestWallets } from '../test/useTestWallets.js'

const wallet = useTestWallets()

const methods = (calls: { method: string }[]) => calls.map((c) => c.method)

describe('switchNetwork', () => {
  test('asks the wallet to switch and forwards its chainChanged', async () => {
    const { adapter, connect, provider, events } = wallet()
    provider.chains.add(10)
    await connect()
    await adapter.switchNetwork({ connectorId: testConnectorId, network: optimism })
    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa' }],
    })
    expect(events.at(-1)).toEqual({
      type: 'chainChanged',
      connectorId: testConnectorId,
      chainId: 10,
    })
  })

  test('4902: adds the chain with its details, then switches', async () => {
    const { adapter, provider } = wallet()
    await adapter.switchNetwork({ connectorId: testConnectorId, network: optimism })
    expect(methods(provider.calls)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0xa',
        chainName: 'OP Mainnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://optimism.example.test'],
        blockExplorerUrls: undefined,
      },
    ])
    expect(provider.chainId).toBe(10)
  })

  test('passes the block explorer when the network has one', async () => {
    const { adapter, provider } = wallet()
    provider.chainId = 10
    provider.chains = new Set([10])
    await adapter.switchNetwork({ connectorId: testConnectorId, network: mainnet })
    expect(provider.calls[1]?.params).toMatchObject([
      { chainId: '0x1', blockExplorerUrls: ['https://etherscan.io'] },
    ])
  })

  test('does not switch again when adding the chain already switched', async () => {
    const { adapter, provider } = wallet({}, {})
    provider.handle('wallet_addEthereumChain', () => {
      provider.chains.add(10)
      provider.chainId = 10
      return null
    })
    await adapter.switchNetwork({ connectorId: testConnectorId, network: optimism })
    expect(methods(provider.calls)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
    ])
  })

  test.each([
    ['5000', { code: 5000, message: 'User rejected' }],
    ['-32603', { code: -32603, message: 'Unrecognized chain ID "0xa"' }],
    [
      '4902 nested under data.originalError',
      { code: -32603, message: 'x', data: { originalError: { code: 4902 } } },
    ],
  ])('%s also adds the chain', async (_, error) => {
    const { adapter, provider } = wallet()
    let first = true
    provider.handle('wallet_switchEthereumChain', () => {
      if (first) {
        first = false
        throw error
      }
      provider.chainId = 10
      return null
    })
    await adapter.switchNetwork({ connectorId: testConnectorId, network: optimism })
    expect(methods(provider.calls)).toContain('wallet_addEthereumChain')
    expect(provider.chainId).toBe(10)
  })

  test('4001 is a rejection, and no chain is added', async () => {
    const { adapter, provider } = wallet()
    provider.handle('wallet_switchEthereumChain', () => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await expect(
      adapter.switchNetwork({ connectorId: testConnectorId, network: optimism }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(methods(provider.calls)).not.toContain('wallet_addEthereumChain')
  })

  test('a rejection nested under -32603 is a rejection too', async () => {
    const { adapter, provider } = wallet()
    provider.handle('wallet_switchEthereumChain', () => {
      throw { code: -32603, message: 'Internal', data: { originalError: { code: 4001 } } }
    })
    await expect(
      adapter.switchNetwork({ connectorId: testConnectorId, network: optimism }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('declining to add the chain is a rejection', async () => {
    const { adapter, provider } = wallet()
    provider.handle('wallet_addEthereumChain', () => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await expect(
      adapter.switchNetwork({ connectorId: testConnectorId, network: optimism }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('a failing add is mapped', async () => {
    const { adapter, provider } = wallet()
    provider.handle('wallet_addEthereumChain', () => {
      throw { code: -32603, message: 'Internal JSON-RPC error.' }
    })
    await expect(
      adapter.switchNetwork({ connectorId: testConnectorId, network: optimism }),
    ).rejects.toBeInstanceOf(InternalRpcError)
  })

  describe('item 17b: a failed switch reads as what the wallet said', () => {
    const failWith = async (rejection: unknown) => {
      const { adapter, provider } = wallet()
      provider.handle('wallet_switchEthereumChain', () => {
        throw rejection
      })
      const error = await adapter
        .switchNetwork({ connectorId: testConnectorId, network: optimism })
        .catch((e: unknown) => e)
      return error as UnknownRpcError
    }

    test('item 17b: the wallet message replaces the generic text', async () => {
      const error = await failWith({ code: 4999, message: 'Network switching is locked by policy' })
      expect(error).toBeInstanceOf(UnknownRpcError)
      expect(error.code).toBe(4999)
      expect(error.shortMessage).toBe('Network switching is locked by policy')
    })

    test('item 17b: it is one plain line, without control or bidi characters', async () => {
      const error = await failWith({
        code: 4999,
        message: '\u202eSwitching\u0000  is\tdisabled\u200b\nat 0x1234: stack…',
      })
      expect(error.shortMessage).toBe('Switching is disabled')
    })

    test('item 17b: a long message is capped', async () => {
      const error = await failWith({ code: 4999, message: 'x'.repeat(5_000) })
      expect(Array.from(error.shortMessage)).toHaveLength(160)
      expect(error.shortMessage.endsWith('…')).toBe(true)
    })

    test.each([{ code: 4999 }, { code: 4999, message: ' \u200b ' }, 42])(
      'item 17b: without a readable message (%j) the generic text stays',
      async (rejection) => {
        const error = await failWith(rejection)
        expect(error).toBeInstanceOf(UnknownRpcError)
        expect(error.shortMessage).toBe('An unknown RPC error occurred.')
      },
    )
  })

  test('an unknown connector is ConnectorNotFoundError', async () => {
    const { adapter } = wallet()
    await expect(
      adapter.switchNetwork({ connectorId: 'io.unknown', network: optimism }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})
