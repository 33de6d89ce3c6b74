import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { HelpPoints } from '../HelpPoints/HelpPoints.js'
import { catalogue } from '../messages/catalogue.js'

/** What a network is (the link under the network list): three short points. */
export default function WhatIsANetworkView() {
  const { t } = useFeatureTranslator(catalogue)
  return (
    <div className="kit-help" data-testid="kit-what-is-a-network">
      <HelpPoints
        points={[
          {
            icon: 'network',
            title: t('help.networkRecordTitle'),
            text: t('help.networkRecordText'),
          },
          { icon: 'coins', title: t('help.networkFeesTitle'), text: t('help.networkFeesText') },
          {
            icon: 'swap',
            title: t('help.networkSwitchTitle'),
            text: t('help.networkSwitchText'),
          },
        ]}
      />
    </div>
  )
}
