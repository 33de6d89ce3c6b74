import { getOnrampUrl } from '@kit/blockchain-api/modules/actions/getOnrampUrl'
import type { Kit } from '../../types/kit.js'
import { OnrampAccountMissingError, UnsafeOnrampUrlError } from './errors.js'
import { formatCents } from './formatCents.js'
import { getOnrampTarget } from './getOnrampTarget.js'
import { isSafeOnrampUrl } from './isSafeOnrampUrl.js'
import { listOnrampTokens } from './listOnrampTokens.js'
import { getOnrampLimits } from './onrampLimits.js'
import { getOnrampState, keepWhole } from './onrampState.js'
import { readNativeBalance } from './readNativeBalance.js'
import { showOnrampPage } from './showOnrampPage.js'
import { validateOnrampAmount } from './validateOnrampAmount.js'

export type StartOnrampPurchaseParameters = {
  /** The window `openOnrampWindow` opened in the click; undefined when the browser blocked it. */
  popup: Window | undefined
}

/** A plain decimal JSON number can carry (no exponent): larger or tinier amounts are left out. */
const toPresetNumber = (amount: string) => {
  const value = Number(amount)
  return Number.isFinite(value) && value > 0 && !/e/i.test(String(value)) ? value : undefined
}

/**
 * Starts buying what the form says: asks the API for the provider page
 * (`POST /v1/generators/onrampurl`, SPEC §7's body) while reading the balance the purchase will
 * grow, checks the page's address (`isSafeOnrampUrl`) and shows it in `popup`. The purchase is
 * then followed by `checkOnrampFunding`. The crypto amount is preset only from a quote of the API
 * (the fallback quote is an estimate).
 * @throws OnrampAccountMissingError without an EVM account or a valid amount and token.
 * @throws UnsafeOnrampUrlError when the API's address must not be opened (the window is closed).
 */
export async function startOnrampPurchase(
  kit: Kit,
  { popup }: StartOnrampPurchaseParameters,
): Promise<void> {
  const state = getOnrampState(kit)
  const target = getOnrampTarget(kit)
  const token = listOnrampTokens({ options: state.options, chainId: target?.chainId ?? '' }).find(
    (candidate) => candidate.id === state.purchaseCurrency,
  )
  const check = validateOnrampAmount({
    amount: state.amount,
    limits: getOnrampLimits({
      options: state.options,
      paymentCurrency: state.paymentCurrency,
      paymentMethod: state.paymentMethod,
    }),
  })
  if (!target || !token || check.status !== 'valid') {
    popup?.close()
    throw new OnrampAccountMissingError()
  }
  const quote = state.quoteFallback ? undefined : state.quote
  const [startBalance, { url }] = await Promise.all([
    readNativeBalance(kit),
    getOnrampUrl(kit.clients.api, {
      destinationWallets: [
        { address: target.address, blockchains: [token.network], assets: [token.symbol] },
      ],
      defaultNetwork: token.network,
      partnerUserId: target.address,
      defaultExperience: 'buy',
      presetFiatAmount: toPresetNumber(formatCents(check.cents)),
      presetCryptoAmount: quote ? toPresetNumber(quote.purchaseAmount.amount) : undefined,
    }),
  ]).catch((error: unknown) => {
    popup?.close()
    throw error
  })
  const apiUrl = kit.clients.api.baseUrl
  if (popup) showOnrampPage({ popup, url, apiUrl })
  else if (!isSafeOnrampUrl(url, { apiUrl })) throw new UnsafeOnrampUrlError()
  state.popup = popup ? keepWhole(popup) : undefined
  state.purchase = {
    url,
    caipNetworkId: target.caipNetworkId,
    address: target.address,
    startBalance: startBalance ?? '0',
    status: 'waiting',
    amount: quote?.purchaseAmount.amount ?? '',
    symbol: token.symbol,
  }
}
