import type { Kit } from '@kit/core'
import { showToast } from '@kit/core/modules/actions/toast'

/** Copies `text` to the clipboard and says so in a toast: `what` names it ('Address', 'Link'). */
export async function copyText(kit: Kit, text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast(kit, { message: `${what} copied`, variant: 'success' })
  } catch {
    showToast(kit, { message: `Could not copy the ${what.toLowerCase()}`, variant: 'error' })
  }
}
