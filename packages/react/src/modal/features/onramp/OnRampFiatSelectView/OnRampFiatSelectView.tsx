import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { updateOnrampForm } from '@kit/core/modules/features/onramp/updateOnrampForm'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { currencyName } from '../utils/currencyName.js'
import { OptionList } from '../utils/OptionList.js'
import { useOnrampOptions } from '../utils/useOnrampOptions.js'

/** The currencies to pay in (from the onramp's options); picking one goes back to Buy. */
export default function OnRampFiatSelectView({ kit }: { kit: Kit }) {
  const state = useOnrampOptions(kit)
  const { t, locale } = useI18n()
  const items = (state.options?.paymentCurrencies ?? []).map(({ id }) => ({
    id,
    badge: id,
    name: currencyName(id, locale),
    detail: id,
  }))
  return (
    <OptionList
      label={t('title.selectCurrency')}
      items={items}
      selected={state.paymentCurrency}
      testId="kit-onramp-fiat"
      onSelect={(paymentCurrency) => {
        updateOnrampForm(kit, { paymentCurrency })
        goBack(kit)
      }}
    />
  )
}
