import { type Kit, showToast } from '@kit/core'

/** Copies `text` to the clipboard and says so in a toast: `what` names it ('Address', 'Link'). */
export async function copyText(kit: Kit, text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast(kit, { message: `${what} copied`, variant: 'success' })
  } catch {
    showToast(kit, { message: `Could not copy the ${what.toLowerCase()}`, variant: 'error' })
  }
}
