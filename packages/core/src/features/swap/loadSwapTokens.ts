import { getConvertTokens } from '@kit/blockchain-api/modules/actions/getConvertTokens'
import { getFungiblePrice } from '@kit/blockchain-api/modules/actions/getFungiblePrice'
import { getGasPrice } from '@kit/blockchain-api/modules/actions/getGasPrice'
import { HttpRequestError } from '@kit/blockchain-api/modules/errors/http'
import { isAbortError } from '@kit/blockchain-api/modules/utils/isAbortError'
import { ref } from 'valtio/vanilla'
import { fetchTokenBalances } from '../../actions/fetchTokenBalances.js'
import { isApiSupportedNetwork } from '../../actions/isApiSupportedNetwork.js'
import type { Kit } from '../../types/kit.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'
import { applySwapPreset, type SwapPreset } from './applySwapPreset.js'
import { SwapsNotSupportedError } from './swapErrors.js'
import { getSwapState } from './swapState.js'
import { listSwapTokenOptions, type SwapTokenOption } from './swapTokens.js'

export type LoadSwapTokensParameters = {
  /** What `open({ view: 'Swap', arguments })` asked for: token symbols and an amount. */
  preset?: SwapPreset | undefined
  /** Reads the account's balances again first (after a swap). */
  force?: boolean | undefined
}

/** Whether an API failure is its 'Network not supported for Swaps' (SPEC §8). */
function isSwapsNotSupported(error: unknown): boolean {
  return (
    error instanceof HttpRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.shortMessage === new SwapsNotSupportedError().shortMessage
  )
}

/**
 * Loads the swappable tokens of the active network (`/v1/convert/tokens`) with the account's
 * balances and USD prices, and the network's gas price. Sells the native currency by default, or
 * what `preset` names. A network the API does not swap on is `unsupported` (the view's empty state).
 */
export async function loadSwapTokens(
  kit: Kit,
  { preset, force = false }: LoadSwapTokensParameters = {},
): Promise<void> {
  const active = getActiveAccount(kit)
  const state = getSwapState(kit)
  if (!active) return
  const chainId = active.network.caipNetworkId
  const tokens = state.tokens
  if (tokens.chainId === chainId && tokens.status === 'success' && !force) return
  if (tokens.chainId !== chainId || tokens.status !== 'success') {
    Object.assign(tokens, { status: 'loading', chainId, error: undefined })
  }
  try {
    if (!(await isApiSupportedNetwork(kit, { network: active.network })))
      throw new SwapsNotSupportedError()
    const [convert, gas] = await Promise.all([
      getConvertTokens(kit.clients.api, { chainId }),
      getGasPrice(kit.clients.api, { chainId }),
      // The list reads the balances written: a load that replaced this one is waited for.
      fetchTokenBalances(kit, { force, waitForNewest: true }),
    ])
    if (getActiveAccount(kit)?.network.caipNetworkId !== chainId) return
    if (convert.tokens.length === 0) throw new SwapsNotSupportedError()
    const list = listSwapTokenOptions({
      tokens: convert.tokens,
      balances: active.chain.account.tokenBalance,
      nativeBalance: active.chain.account.balance,
    })
    await addMissingPrices(kit, list)
    state.gasPrice = BigInt(gas.standard)
    Object.assign(tokens, { status: 'success', list: ref(list), error: undefined })
    refreshChosen(state, list)
    if (!state.from) state.from = list.find((token) => token.native)
    if (preset && !state.presetApplied) applySwapPreset(state, preset)
  } catch (error) {
    if (isAbortError(error)) return
    const unsupported = error instanceof SwapsNotSupportedError || isSwapsNotSupported(error)
    if (!unsupported) kit.warn('Swap tokens unavailable', error)
    Object.assign(tokens, {
      status: unsupported ? 'unsupported' : 'error',
      error: unsupported ? new SwapsNotSupportedError().shortMessage : String(error),
    })
  }
}

/** Prices of tokens the account does not hold, from `/v1/fungible/price` (by symbol); best effort. */
async function addMissingPrices(kit: Kit, list: SwapTokenOption[]): Promise<void> {
  const unpriced = list.filter((token) => token.price === undefined)
  if (unpriced.length === 0) return
  try {
    const { fungibles } = await getFungiblePrice(kit.clients.api, {
      addresses: unpriced.map((token) => token.address),
    })
    for (const token of unpriced) {
      const price = fungibles.find((fungible) => fungible.symbol === token.symbol)?.price
      if (typeof price === 'number' && Number.isFinite(price) && price > 0) token.price = price
    }
  } catch (error) {
    if (!isAbortError(error)) kit.warn('Swap token prices unavailable', error)
  }
}

/** The chosen tokens with their fresh balances and prices (or dropped when no longer offered). */
function refreshChosen(
  state: ReturnType<typeof getSwapState>,
  list: readonly SwapTokenOption[],
): void {
  const fresh = (token: SwapTokenOption | undefined) =>
    token && list.find((option) => option.address === token.address)
  state.from = fresh(state.from)
  state.to = fresh(state.to)
}
