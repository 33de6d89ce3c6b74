import type { Kit } from '@kit/core'
import { goBack } from '@kit/core/modules/actions/goBack'
import { getOnrampTarget } from '@kit/core/modules/features/onramp/getOnrampTarget'
import { listOnrampTokens } from '@kit/core/modules/features/onramp/listOnrampTokens'
import { updateOnrampForm } from '@kit/core/modules/features/onramp/updateOnrampForm'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { OptionList } from '../utils/OptionList.js'
import { useOnrampOptions } from '../utils/useOnrampOptions.js'

/** The tokens the onramp sells on the active network; picking one goes back to Buy. */
export default function OnRampTokenSelectView({ kit }: { kit: Kit }) {
  const state = useOnrampOptions(kit)
  const chain = useActiveChain(kit)
  const { t } = useI18n()
  const chainId = chain?.account.address ? (getOnrampTarget(kit)?.chainId ?? '') : ''
  const items = listOnrampTokens({ options: state.options, chainId }).map((token) => ({
    id: token.id,
    badge: token.symbol,
    name: token.name,
    detail: `${token.symbol} · ${token.networkName}`,
  }))
  return (
    <OptionList
      label={t('title.selectToken')}
      items={items}
      selected={state.purchaseCurrency}
      testId="kit-onramp-token"
      onSelect={(purchaseCurrency) => {
        updateOnrampForm(kit, { purchaseCurrency })
        goBack(kit)
      }}
    />
  )
}
