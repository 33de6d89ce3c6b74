import type { Kit } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { accountNameZone } from '@kit/core/modules/features/names/accountNameZone'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { Avatar } from '../../../Avatar/Avatar.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Text } from '../../../primitives/Text/Text.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import chooseAccountNameViewCss from './ChooseAccountNameView.css?inline'

adoptStyles(
  'modal/features/names/ChooseAccountNameView/ChooseAccountNameView.css',
  chooseAccountNameViewCss,
)

/**
 * What an account name is (a short name in place of the address, registered by signing a
 * message), and the way to choose one.
 */
export default function ChooseAccountNameView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const { t } = useFeatureTranslator(catalogue)
  const address = chain?.account.address
  if (!chain || !address) return null
  const evm = chain.namespace === 'eip155'
  return (
    <div className="kit-names-choose" data-testid="kit-choose-account-name">
      <div className="kit-names-choose__badge" aria-hidden="true">
        <Avatar address={address} image={chain.account.profileImage} />
        <span className="kit-names-choose__tag" dir="ltr">
          <span className="kit-names-choose__blank" />
          <span>.{accountNameZone}</span>
        </span>
      </div>
      <Text as="h3" size={20} weight={600} align="center">
        {t('choose.title')}
      </Text>
      <Text align="center" tone="muted">
        {t('choose.text')}
      </Text>
      <Text align="center" size={12} tone="muted">
        {evm ? t('choose.free') : t('register.evmOnly')}
      </Text>
      <Button
        className="kit-names-choose__button"
        data-testid="kit-choose-name"
        disabled={!evm}
        onClick={() => pushView(kit, { view: 'RegisterAccountName' })}
      >
        {t('choose.button')}
      </Button>
    </div>
  )
}
