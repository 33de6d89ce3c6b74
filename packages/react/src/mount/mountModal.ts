import type { Kit } from '@kit/core'
import { watchState } from '@kit/core/modules/actions/state'
import { createElement, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { ModalLoader } from './loadModal.js'

/**
 * Appends the modal's element to the body and renders it in its own React root, once: when the
 * page is idle (`mountWhenReady`), or at the first open if that comes sooner. Returns the mount
 * function and a teardown.
 */
export function mountModal(kit: Kit, load: ModalLoader) {
  let unmount: (() => void) | undefined
  let mounting: Promise<void> | undefined
  let destroyed = false
  const mount = () =>
    (mounting ??= load().then(({ Modal, warmModalFonts }) => {
      // Destroyed while its code loaded (an unmounted app, a hot reload): no modal to draw.
      if (destroyed) return
      const container = document.createElement('div')
      container.setAttribute('data-kit-modal-root', '')
      document.body.appendChild(container)
      const root = createRoot(container)
      const stopWarming = warmModalFonts(container)
      const modal = createElement(Modal, { kit })
      // Pre-rendered while closed as a transition, in slices that let a click through; an open
      // that comes first renders at once.
      if (kit.stores.modal.open || kit.stores.modal.embedded) root.render(modal)
      else startTransition(() => root.render(modal))
      unmount = () => {
        stopWarming()
        root.unmount()
        container.remove()
      }
    }))
  const onError = (error: unknown) => kit.warn('The modal could not be loaded', error)
  const mountNow = () => void mount().catch(onError)
  if (kit.stores.modal.open || kit.stores.modal.embedded) mountNow()
  const stop = watchState(kit, 'modal', {
    sync: true,
    onChange: (modal) => {
      if (modal.open) mountNow()
    },
  })
  return {
    mount: mountNow,
    destroy() {
      destroyed = true
      stop()
      unmount?.()
    },
  }
}
