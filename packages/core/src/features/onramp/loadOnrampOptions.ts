import type { OnrampOptionsResponse } from '@kit/blockchain-api'
import { defaultOnrampOptions } from '@kit/blockchain-api/modules/actions/defaultOnrampOptions'
import { getOnrampOptions } from '@kit/blockchain-api/modules/actions/getOnrampOptions'
import type { Kit } from '../../types/kit.js'
import { runLatestRequest } from '../../utils/runLatestRequest.js'
import { getOnrampTarget } from './getOnrampTarget.js'
import { listOnrampTokens } from './listOnrampTokens.js'
import { getOnrampState, keepWhole } from './onrampState.js'

/**
 * Loads what the onramp offers (`GET /v1/onramp/options`) once per account and network; when the
 * API cannot answer, SPEC §7's built-in list is used. Picks a payment currency the options have
 * (USD first) and the first currency sold on the active network. A change of account or network
 * aborts it (its answer is never written to the next one's state).
 */
export async function loadOnrampOptions(kit: Kit): Promise<void> {
  const state = getOnrampState(kit)
  if (state.options || state.optionsLoading) return
  state.optionsLoading = true
  const apply = (options: OnrampOptionsResponse, fallback: boolean) => {
    state.options = keepWhole(options)
    state.optionsFallback = fallback
    state.optionsLoading = false
    const currencies = options.paymentCurrencies.map((currency) => currency.id)
    if (!currencies.includes(state.paymentCurrency))
      state.paymentCurrency = currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'USD')
    const target = getOnrampTarget(kit)
    const tokens = listOnrampTokens({ options, chainId: target?.chainId ?? '' })
    if (!tokens.some((token) => token.id === state.purchaseCurrency))
      state.purchaseCurrency = tokens[0]?.id
  }
  await runLatestRequest(kit, 'account:onramp:options', {
    run: (signal) => getOnrampOptions(kit.clients.api, { signal }),
    onResult: (options) => apply(options, false),
    onError: (error) => {
      kit.warn('Onramp options unavailable, using the built-in list', error)
      apply(structuredClone(defaultOnrampOptions), true)
    },
  })
}
