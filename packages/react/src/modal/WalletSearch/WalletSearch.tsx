import { useId } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Icon } from '../primitives/Icon/Icon.js'
import walletSearchCss from './WalletSearch.css?inline'

adoptStyles('modal/WalletSearch/WalletSearch.css', walletSearchCss)

export type WalletSearchProps = {
  value: string
  onChange: (value: string) => void
}

/** The AllWallets search field; Escape clears it before it closes the modal. */
export function WalletSearch({ value, onChange }: WalletSearchProps) {
  const id = useId()
  const { t } = useI18n()
  return (
    <div className="kit-search">
      <label htmlFor={id} className="kit-sr-only">
        {t('search.label')}
      </label>
      <Icon name="search" className="kit-search__icon" />
      <input
        id={id}
        className="kit-search__input"
        data-testid="kit-wallet-search"
        type="search"
        placeholder={t('search.label')}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || value === '' || event.nativeEvent.isComposing) return
          event.preventDefault()
          event.stopPropagation()
          onChange('')
        }}
      />
    </div>
  )
}
