import type { Kit } from '@kit/core'
import { toAccountName } from '@kit/core/modules/features/names/accountNameZone'
import { registerAccountName } from '@kit/core/modules/features/names/registerAccountName'
import { setAccountNameInput } from '@kit/core/modules/features/names/setAccountNameInput'
import {
  type AccountNameProblem,
  validateAccountName,
} from '@kit/core/modules/features/names/validateAccountName'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { Button } from '../../../primitives/Button/Button.js'
import { Spinner } from '../../../primitives/Spinner/Spinner.js'
import { Text } from '../../../primitives/Text/Text.js'
import { useActiveChain } from '../../../utils/useActiveChain.js'
import { catalogue } from '../messages/catalogue.js'
import type { NamesMessageKey } from '../messages/english.js'
import { useNameSuggestions } from '../useNameSuggestions.js'
import { useNamesState } from '../useNamesState.js'
import { describeFailure } from './describeFailure.js'
import { NameField } from './NameField.js'
import { NameSuggestions } from './NameSuggestions.js'
import registerAccountNameViewCss from './RegisterAccountNameView.css?inline'

adoptStyles(
  'modal/features/names/RegisterAccountNameView/RegisterAccountNameView.css',
  registerAccountNameViewCss,
)

const problemText: Record<AccountNameProblem, NamesMessageKey> = {
  tooShort: 'register.rule',
  tooLong: 'register.tooLong',
  invalidCharacters: 'register.invalidCharacters',
}

// The outcome is in the names state: core moves to the next view or back here with the reason.
const settled = () => {}

/**
 * Types a name: the SPEC §5 rule as you type, whether the name is free and names like it
 * (asked once typing pauses), then Register, which asks the wallet to sign (SPEC §4).
 */
export default function RegisterAccountNameView({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const names = useNamesState(kit)
  const { t, tParts } = useFeatureTranslator(catalogue)
  const checked = validateAccountName({ label: names.input })
  const label = checked.valid ? checked.label : ''
  const suggestions = useNameSuggestions(kit, { label })
  if (!chain?.account.address) return null
  const evm = chain.namespace === 'eip155'
  const busy = names.status === 'signing' || names.status === 'registering'
  const wanted = label ? toAccountName(label) : undefined
  const own =
    suggestions.status === 'success'
      ? suggestions.suggestions.find((suggestion) => suggestion.name === wanted)
      : undefined
  const taken = own?.registered === true
  const others =
    suggestions.status === 'success'
      ? suggestions.suggestions.filter((suggestion) => suggestion.name !== wanted)
      : []
  const showProblem = names.input !== '' && !checked.valid
  const submit = () => {
    if (!evm || !checked.valid || busy || taken) return
    registerAccountName(kit, { label: checked.label }).catch(settled)
  }
  return (
    <form
      className="kit-names-register"
      data-testid="kit-register-account-name"
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <NameField
        value={names.input}
        label={t('register.label')}
        description={
          showProblem && !checked.valid ? t(problemText[checked.problem]) : t('register.rule')
        }
        invalid={showProblem && checked.problem !== 'tooShort'}
        disabled={busy}
        onChange={(input) => setAccountNameInput(kit, { input })}
      />
      <div className="kit-names-register__status" aria-live="polite" data-testid="kit-name-status">
        {wanted && suggestions.status === 'loading' && (
          <Text as="span" size={14} tone="muted" className="kit-names-register__line">
            <Spinner size={16} />
            {t('register.checking')}
          </Text>
        )}
        {wanted && suggestions.status === 'success' && own && (
          <Text as="span" size={14} tone={taken ? 'error' : 'success'} data-available={!taken}>
            {tParts(taken ? 'register.taken' : 'register.available', {
              name: <bdi dir="ltr">{wanted}</bdi>,
            })}
          </Text>
        )}
        {wanted && suggestions.status === 'error' && (
          <Text as="span" size={14} tone="muted">
            {t('register.suggestionsFailed')}
          </Text>
        )}
      </div>
      {names.failure && (
        <Text
          role="alert"
          tone="error"
          align="center"
          dir="auto"
          className="kit-names-register__failure"
          data-testid="kit-name-failure"
        >
          {describeFailure(t, names.failure, names.name ?? wanted ?? '')}
        </Text>
      )}
      {!evm && (
        <Text tone="muted" align="center">
          {t('register.evmOnly')}
        </Text>
      )}
      <NameSuggestions
        suggestions={others}
        title={t('register.suggestions')}
        freeLabel={t('register.free')}
        takenLabel={t('register.registered')}
        disabled={busy}
        onPick={(name) => setAccountNameInput(kit, { input: name.split('.')[0] ?? '' })}
      />
      <Button
        type="submit"
        data-testid="kit-register-name"
        disabled={!evm || !checked.valid || busy || taken}
      >
        {busy ? t('register.pending') : t('register.submit')}
      </Button>
    </form>
  )
}
