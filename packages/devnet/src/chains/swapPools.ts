import type { Address } from 'viem'
import type { DevAccount } from './devAccounts.js'

/**
 * Deploys the swap contracts and provides the pools' liquidity. Not an anvil default account
 * (no wallet of the demo or the tests uses it): its key is keccak256('kit devnet swap liquidity'),
 * and the stack sets its native balance before it deploys.
 */
export const liquidityAccount: DevAccount = Object.freeze({
  address: '0xFEa20a67D37aa2338a5F432Ac852484e0705f6aF',
  privateKey: '0xcbbbc8655b75a47b17427845bb8ba3ad0aa3a99b3204166bff0eb1a1e20ae5c2',
})

/** The wrapped native currency the pools hold (`contracts/KitWrappedNative.sol`), nonce 0. */
export const wrappedNativeAddress: Address = '0x21CBfC86CD9870ED950F53AcA7Bc46ae4916bDD9'

/** The symbol of the native currency in a pool pair. */
export const nativeSymbol = 'native'

/** One pool: two symbols of `devTokens` (or `nativeSymbol`) and the pair's address. */
export type DevSwapPool = {
  readonly symbols: readonly [string, string]
  /** Created by the router in this order, so at its nonces 1 to 6. */
  readonly address: Address
}

/** USD value of each side of every pool at deployment (so a 1,000 USD swap moves the price ~0.1%). */
export const swapPoolDepthUsd = 1_000_000

/** The pools of every non-testnet chain: each priced local ERC-20 with native and with each other. */
export const devSwapPools: readonly DevSwapPool[] = Object.freeze(
  (
    [
      [[nativeSymbol, 'KUSD'], '0x2728afc5F936607F79EF4d61821006574cEd28A6'],
      [[nativeSymbol, 'KDAI'], '0x356945FEAd23940357AA28da1487101067B7F2de'],
      [[nativeSymbol, 'KBTC'], '0x61B76256b95176B497F6aAdDEc1760a9E00fCe5c'],
      [['KUSD', 'KDAI'], '0xfdEc0CEA69108F68cA2199cCD06f9b7e5Bf5f147'],
      [['KUSD', 'KBTC'], '0xD5064A47b822f592C4aC42B93cd24D36a59a6418'],
      [['KDAI', 'KBTC'], '0xCcD85b70Da442B0E221301f4067fBC105169f1eC'],
    ] as const
  ).map(([symbols, address]) => Object.freeze({ symbols, address })),
)
