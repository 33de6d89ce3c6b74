import type { ToastMessageId, ToastVariant } from '../stores/createToastStore.js'
import type { Kit } from '../types/kit.js'

export type ShowToastParameters = {
  message: string
  /** For a toast of core's own, so the modal can show it in its language. */
  messageId?: ToastMessageId
  variant: ToastVariant
  svg?: string
  /** Close by itself after a few seconds (default true). */
  autoClose?: boolean
}

const swapDelay = 150
const visibleFor = 2500

/** Shows a toast; an already open one closes first and the new one opens 150 ms later. */
export function showToast(
  kit: Kit,
  { message, messageId, variant, svg, autoClose = true }: ShowToastParameters,
): void {
  const toast = kit.stores.toast
  const present = () => {
    Object.assign(toast, { message, messageId, variant, svg, autoClose, open: true })
    if (autoClose) kit.runtime.timers.toast = setTimeout(() => hideToast(kit), visibleFor)
  }
  clearTimeout(kit.runtime.timers.toast)
  if (toast.open) {
    toast.open = false
    kit.runtime.timers.toast = setTimeout(present, swapDelay)
  } else present()
}

export function hideToast(kit: Kit): void {
  clearTimeout(kit.runtime.timers.toast)
  kit.stores.toast.open = false
}
