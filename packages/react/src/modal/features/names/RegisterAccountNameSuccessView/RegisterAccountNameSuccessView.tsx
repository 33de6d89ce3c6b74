import type { Kit } from '@kit/core'
import { resetView } from '@kit/core/modules/actions/resetView'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { Avatar } from '../../../Avatar/Avatar.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Image } from '../../../primitives/Image/Image.js'
import { Ring } from '../../../primitives/Ring/Ring.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import { useNamesState } from '../useNamesState.js'
import registerAccountNameSuccessViewCss from './RegisterAccountNameSuccessView.css?inline'

adoptStyles(
  'modal/features/names/RegisterAccountNameSuccessView/RegisterAccountNameSuccessView.css',
  registerAccountNameSuccessViewCss,
)

/**
 * The registration as it goes (SPEC §4: this view is shown first, while the wallet signs and the
 * name service registers), then the new name and the way back to Account. A failure never shows
 * here: core returns to RegisterAccountName with the reason.
 */
export default function RegisterAccountNameSuccessView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const names = useNamesState(kit)
  const { t, tParts } = useFeatureTranslator(catalogue)
  const address = chain?.account.address
  if (!chain || !address) return null
  const name = displayName(names.name, '')
  const nameParts = { name: <bdi dir="ltr">{name}</bdi> }
  const back = (
    <Button
      className="kit-names-done__button"
      data-testid="kit-name-back-to-account"
      onClick={() => resetView(kit, { view: 'Account' })}
    >
      {t('success.button')}
    </Button>
  )
  if (names.status === 'signing' || names.status === 'registering') {
    const icon = chain.account.connectedWalletInfo?.icon
    return (
      <div className="kit-names-done" data-testid="kit-name-progress" aria-busy="true">
        <Ring state="waiting">
          {icon ? <Image src={icon} size={80} shape="round" /> : <Avatar address={address} />}
        </Ring>
        <Text as="h3" size={16} weight={600} align="center" aria-live="polite">
          {names.status === 'signing'
            ? t('success.signTitle')
            : tParts('success.registering', nameParts)}
        </Text>
        {names.status === 'signing' && (
          <Text align="center" tone="muted">
            {tParts('success.signText', nameParts)}
          </Text>
        )}
      </div>
    )
  }
  if (names.status !== 'registered') {
    return (
      <div className="kit-names-done">
        <Text align="center" tone="muted">
          {t('success.nothing')}
        </Text>
        {back}
      </div>
    )
  }
  return (
    <div className="kit-names-done" data-testid="kit-name-registered">
      <span className="kit-names-done__badge">
        <Avatar address={address} image={chain.account.profileImage} />
        <span className="kit-names-done__check" aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
      </span>
      <Text
        as="p"
        size={20}
        weight={600}
        align="center"
        dir="ltr"
        className="kit-names-done__name"
        data-testid="kit-registered-name"
      >
        {name}
      </Text>
      <Text as="h3" size={16} weight={600} align="center">
        {t('success.title')}
      </Text>
      <Text align="center" tone="muted">
        {t('success.text')}
      </Text>
      {back}
    </div>
  )
}
