import type { Kit } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { getServiceOrigins } from '@kit/core/modules/actions/getServiceOrigins'
import { useId, useMemo, useState } from 'react'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { useKitState } from '../utils/useKitState.js'
import { Alert } from './Alert/Alert.js'
import { Header } from './Header/Header.js'
import { ImageOriginsProvider } from './ImageOrigins/ImageOriginsProvider.js'
import { Dialog } from './primitives/Dialog/Dialog.js'
import { Toast } from './Toast/Toast.js'
import { optionalActivity } from './utils/optionalActivity.js'
import { useScrollLock } from './utils/useScrollLock.js'
import { ViewStage } from './ViewStage/ViewStage.js'
import '../theme/palette.css'
import { adoptStyles } from '../theme/adoptStyles.js'
import modalCss from './Modal.css?inline'

adoptStyles('modal/Modal.css', modalCss)

// The network button's image address travels with the modal's code (see `useNetworkImageSrc`).
export { getNetworkImageSrc } from '@kit/core/modules/actions/getNetworkImageSrc'
// So does the font warm-up that runs once the modal is pre-rendered (see `mountModal`).
export { warmModalFonts } from '../mount/warmModalFonts.js'

export type ModalProps = { kit: Kit }

/**
 * The wallet-connection modal of one Kit instance: hidden while closed, otherwise a dimmed
 * backdrop and the card with the current view. An embedded modal is always drawn, in place.
 * @example createRoot(container).render(<Modal kit={kit} />)
 */
export function Modal({ kit }: ModalProps) {
  const modal = useKitState(kit, 'modal')
  const theme = useKitState(kit, 'theme')
  const titleId = useId()
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  const imageOrigins = useMemo(() => getServiceOrigins(kit), [kit])
  useThemeRoot(root, theme.themeVariables, theme.themeMode)
  const visible = modal.open || modal.embedded
  useScrollLock(modal.open && !modal.embedded)
  if (!visible && !Activity) return null
  const close = () => closeModal(kit)
  const card = (
    <div
      ref={setRoot}
      className="kit-root"
      data-kit-theme={theme.themeMode}
      data-embedded={modal.embedded || undefined}
    >
      {!modal.embedded && (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; Escape and Close cover the keyboard
        // biome-ignore lint/a11y/useKeyWithClickEvents: pointer shortcut; Escape and Close cover the keyboard
        <div className="kit-backdrop" data-testid="kit-backdrop" onClick={close} />
      )}
      <Dialog labelledBy={titleId} onClose={close} modal={!modal.embedded} shake={modal.shake}>
        <ImageOriginsProvider origins={imageOrigins}>
          <Alert kit={kit} />
          <Toast kit={kit} />
          <Header kit={kit} titleId={titleId} />
          <ViewStage kit={kit} />
        </ImageOriginsProvider>
      </Dialog>
    </div>
  )
  // While closed, the modal is rendered hidden at idle priority, so the first open only reveals
  // it instead of running its code and layout for the first time (React 19.2+; older React
  // renders on open).
  return Activity ? <Activity mode={visible ? 'visible' : 'hidden'}>{card}</Activity> : card
}

const Activity = optionalActivity()
