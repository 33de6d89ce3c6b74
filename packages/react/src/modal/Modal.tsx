import type { Kit } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { getServiceOrigins } from '@kit/core/modules/actions/getServiceOrigins'
import { warnUnappliedOptions } from '@kit/core/modules/actions/warnUnappliedOptions'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { I18nContext } from '../i18n/I18nContext.js'
import { useTranslator } from '../i18n/useTranslator.js'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { useKitState } from '../utils/useKitState.js'
import { Alert } from './Alert/Alert.js'
import { Header } from './Header/Header.js'
import { ImageOriginsProvider } from './ImageOrigins/ImageOriginsProvider.js'
import { Dialog } from './primitives/Dialog/Dialog.js'
import { Toast } from './Toast/Toast.js'
import { useLaidOutWhileHidden } from './utils/useLaidOutWhileHidden.js'
import { useScrollLock } from './utils/useScrollLock.js'
import { findViewFocus } from './ViewStage/focusView.js'
import { ViewStage } from './ViewStage/ViewStage.js'
import '../theme/palette.css'
import { adoptStyles } from '../theme/adoptStyles.js'
import modalPaletteCss from '../theme/modalPalette.css?inline'
import modalCss from './Modal.css?inline'

adoptStyles('theme/modalPalette.css', modalPaletteCss)
adoptStyles('modal/Modal.css', modalCss)

// The network button's image address travels with the modal's code (see `useNetworkImageSrc`).
export { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
// So does the font warm-up that runs once the modal is pre-rendered (see `mountModal`).
export { warmModalFonts } from '../mount/warmModalFonts.js'
// As do the instance's rarely used actions (the modal draws the same disconnect and switch).
export * from '../utils/loadKitActions.js'
// And `open`, which checks the views it draws (see `openAppKit`).
export { openAppKit } from '../utils/openAppKit.js'
// useAppKitConnection's switch connects through the modal's own code, adding no chunk of its own.
export { switchConnection } from '../utils/switchConnection.js'

export type ModalProps = { kit: Kit }

/**
 * The wallet-connection modal of one Kit instance: a dimmed backdrop and the card with the
 * current view. While closed it stays rendered, hidden (no box painted, no focus, no
 * accessibility node), so an open only reveals what is already laid out. An embedded modal is
 * always drawn, in place.
 * @example createRoot(container).render(<Modal kit={kit} />)
 */
export function Modal({ kit }: ModalProps) {
  const modal = useKitState(kit, 'modal')
  const theme = useKitState(kit, 'theme')
  const titleId = useId()
  const translator = useTranslator(kit)
  const root = useRef<HTMLDivElement>(null)
  const imageOrigins = useMemo(() => getServiceOrigins(kit), [kit])
  useThemeRoot(root, theme.themeVariables, theme.themeMode)
  const visible = modal.open || modal.embedded
  useScrollLock(modal.open && !modal.embedded)
  useLaidOutWhileHidden(root, !visible)
  const close = useCallback(() => closeModal(kit), [kit])
  // In development, the AppKit options Kit does not apply are named once per instance.
  useEffect(() => warnUnappliedOptions(kit), [kit])
  // The same element whether the modal shows or not, so an open re-renders none of the views.
  const content = useMemo(
    () => (
      <I18nContext.Provider value={translator}>
        <ImageOriginsProvider origins={imageOrigins}>
          <Alert kit={kit} />
          <Toast kit={kit} />
          <Header kit={kit} titleId={titleId} />
          <ViewStage kit={kit} />
        </ImageOriginsProvider>
      </I18nContext.Provider>
    ),
    [kit, imageOrigins, titleId, translator],
  )
  return (
    <div
      ref={root}
      className="kit-root"
      lang={translator.locale}
      dir={translator.dir}
      data-kit-theme={theme.themeMode}
      data-embedded={modal.embedded || undefined}
      data-closed={visible ? undefined : true}
      aria-hidden={!visible || undefined}
      style={visible ? undefined : closedStyle}
    >
      {!modal.embedded && (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; Escape and Close cover the keyboard
        // biome-ignore lint/a11y/useKeyWithClickEvents: pointer shortcut; Escape and Close cover the keyboard
        <div className="kit-backdrop" data-testid="kit-backdrop" onClick={close} />
      )}
      <Dialog
        labelledBy={titleId}
        onClose={close}
        modal={!modal.embedded}
        open={visible}
        initialFocus={findViewFocus}
        shake={modal.shake}
      >
        {content}
      </Dialog>
    </div>
  )
}

/**
 * Hidden while closed: skipped by style, layout, paint, focus and the accessibility tree, but kept
 * laid out (`useLaidOutWhileHidden`), so an open restyles the root alone. Modal.css holds its
 * animations, and hides it with `visibility` where `content-visibility` is missing.
 */
const closedStyle = { contentVisibility: 'hidden' } as const
