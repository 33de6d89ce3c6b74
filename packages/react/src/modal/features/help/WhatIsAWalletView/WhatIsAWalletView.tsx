import type { Kit } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { Button } from '../../../primitives/Button/Button.js'
import { HelpPoints } from '../HelpPoints/HelpPoints.js'
import { catalogue } from '../messages/catalogue.js'

/**
 * What a wallet is, for a visitor who has none (the help button on Connect): three short points
 * and the way to get one.
 */
export default function WhatIsAWalletView({ kit }: { kit: Kit }) {
  const { t } = useFeatureTranslator(catalogue)
  return (
    <div className="kit-help" data-testid="kit-what-is-a-wallet">
      <HelpPoints
        points={[
          { icon: 'wallet', title: t('help.walletKeysTitle'), text: t('help.walletKeysText') },
          {
            icon: 'check',
            title: t('help.walletSignInTitle'),
            text: t('help.walletSignInText'),
          },
          {
            icon: 'globe',
            title: t('help.walletAnywhereTitle'),
            text: t('help.walletAnywhereText'),
          },
        ]}
      />
      <Button
        icon="wallet"
        data-testid="kit-get-wallet"
        onClick={() => pushView(kit, { view: 'GetWallet' })}
      >
        {t('help.getWallet')}
      </Button>
    </div>
  )
}
