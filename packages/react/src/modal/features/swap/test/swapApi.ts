import type { TokenBalance } from '@kit/core'
import type { FakeRoute } from '@kit/test-fixtures'
import { createModalApi } from '../../../test/createModalApi.js'
import { testAddress } from '../../../test/testWallet.js'

export const nativeToken = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const kusdToken = 'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const kbtcToken = 'eip155:1:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'

/** The RPC URL the swap tests give mainnet (`customRpcUrls`), answered by the fake API. */
export const swapRpcUrl = 'https://rpc.test/node'

const holding = (
  symbol: string,
  address: string | undefined,
  numeric: string,
  price: number,
  decimals: number,
): TokenBalance => ({
  name: symbol === 'ETH' ? 'Ether' : symbol,
  symbol,
  chainId: 'eip155:1',
  address,
  value: Number(numeric) * price,
  price,
  quantity: { decimals, numeric },
  iconUrl: '',
})

export type SwapApiOptions = {
  /** The price impact of every quote, in percent. */
  priceImpact?: number
  /** The allowance the router has (base units). */
  allowance?: string
  /** Receipt statuses answered in turn (`0x1` mined, `0x0` reverted); then mined. */
  receipts?: string[]
}

/**
 * The fake API of the swap tests: ETH (2, at 3,000 USD) and KUSD (150) held, KBTC offered too;
 * quotes give 3,000 KUSD per ETH (as base units scaled by decimals), the built transactions are
 * fixed, and the RPC answers receipts.
 */
export function createSwapApi({
  priceImpact = 0.12,
  allowance = '0',
  receipts = [],
}: SwapApiOptions = {}) {
  const decimalsOf = (address: string | null) =>
    address === kusdToken ? 6 : address === kbtcToken ? 8 : 18
  const quote: FakeRoute = ({ query }) => {
    const amount = BigInt(query.get('amount') ?? '0')
    const from = query.get('from')
    const to = query.get('to')
    // 3,000 of `to` per `from`, whatever their decimals.
    const toAmount =
      (amount * 3_000n * 10n ** BigInt(decimalsOf(to))) / 10n ** BigInt(decimalsOf(from))
    return {
      quotes: [
        {
          fromAmount: amount.toString(),
          fromAccount: from,
          toAmount: toAmount.toString(),
          toAccount: to,
          priceImpact,
        },
      ],
    }
  }
  const tx = (data: string, gas: string) => ({
    tx: {
      from: testAddress,
      to: '0xcb4a4b0af2bde1a056cc8283f7a0c02a6742a564',
      data,
      value: '0',
      eip155: { gas, gasPrice: '1000000000' },
    },
  })
  return createModalApi({
    balances: [holding('ETH', undefined, '2', 3000, 18), holding('KUSD', kusdToken, '150', 1, 6)],
    routes: {
      '/v1/convert/tokens': ({ query }) =>
        query.get('chainId') === 'eip155:1'
          ? {
              tokens: [
                { name: 'Kit BTC', symbol: 'KBTC', address: kbtcToken, decimals: 8, logoUri: '' },
                { name: 'Kit USD', symbol: 'KUSD', address: kusdToken, decimals: 6, logoUri: '' },
                { name: 'Ether', symbol: 'ETH', address: nativeToken, decimals: 18, logoUri: '' },
              ],
            }
          : new Response(
              JSON.stringify({ reasons: [{ description: 'Network not supported for Swaps' }] }),
              { status: 400, headers: { 'content-type': 'application/json' } },
            ),
      '/v1/convert/gas-price': () => ({ standard: '1000000000', fast: '1', instant: '1' }),
      '/v1/fungible/price': () => ({
        fungibles: [{ name: 'Kit BTC', symbol: 'KBTC', iconUrl: '', price: 60_000 }],
      }),
      '/v1/convert/quotes': quote,
      '/v1/convert/allowance': () => ({ allowance }),
      '/v1/convert/build-approve': () => tx('0x095ea7b3', '60000'),
      '/v1/convert/build-transaction': () => tx('0x38ed1739', '150000'),
      '/node': ({ body }) => ({
        jsonrpc: '2.0',
        id: (body as { id: number }).id,
        result: { status: receipts.shift() ?? '0x1', blockNumber: '0x10' },
      }),
    },
  })
}
