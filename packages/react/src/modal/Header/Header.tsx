import type { Kit } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { goBack } from '@kit/core/modules/actions/goBack'
import { pushView } from '@kit/core/modules/actions/pushView'
import { isSiwxCloseBlocked } from '@kit/core/modules/utils/isSiwxCloseBlocked'
import { isSiwxView } from '@kit/core/modules/utils/siwxView'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { IconButton } from '../primitives/IconButton/IconButton.js'
import { useActiveView } from '../utils/useActiveView.js'
import { useCrossFade } from '../utils/useCrossFade.js'
import { getViewTitle } from './getViewTitle.js'
import headerCss from './Header.css?inline'

adoptStyles('modal/Header/Header.css', headerCss)

export type HeaderProps = { kit: Kit; titleId: string }

/**
 * Back (or, on Connect, help: what a wallet is), the view's title (cross-faded when it changes)
 * and close.
 */
export function Header({ kit, titleId }: HeaderProps) {
  const { view, depth, data } = useActiveView(kit)
  const { t } = useI18n()
  const title = getViewTitle(t, view, data)
  const titles = useCrossFade(`${title.visible}:${title.text}`, title, 120)
  // Read on each render: the view and the account it depends on are state this header watches.
  const closeBlocked = isSiwxView(view) && isSiwxCloseBlocked(kit)
  return (
    <div className="kit-header">
      {depth > 1 ? (
        <IconButton
          icon="back"
          aria-label={t('header.back')}
          data-testid="kit-back"
          onClick={() => goBack(kit)}
        />
      ) : view === 'Connect' ? (
        // A first-time visitor's way to learn what a wallet is and where to get one.
        <IconButton
          icon="help"
          aria-label={t('title.whatIsAWallet')}
          data-testid="kit-help"
          onClick={() => pushView(kit, { view: 'WhatIsAWallet' })}
        />
      ) : (
        <span className="kit-header__slot" />
      )}
      <div className="kit-header__titles">
        {titles.map((item) => {
          const className = item.value.visible
            ? 'kit-header__title'
            : 'kit-header__title kit-sr-only'
          // The leaving title is only a picture fading out; the heading is the current one.
          return item.phase === 'exit' ? (
            <span
              key={item.id}
              className={className}
              data-phase="exit"
              aria-hidden="true"
              dir="auto"
            >
              {item.value.text}
            </span>
          ) : (
            <h2
              key={item.id}
              id={titleId}
              data-testid="kit-title"
              className={className}
              data-phase={item.phase}
              dir="auto"
            >
              {item.value.text}
            </h2>
          )
        })}
      </div>
      <IconButton
        icon="close"
        aria-label={t('header.close')}
        data-testid="kit-close"
        disabled={closeBlocked}
        onClick={() => closeModal(kit)}
      />
    </div>
  )
}
