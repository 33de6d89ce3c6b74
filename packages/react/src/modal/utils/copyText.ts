import type { Kit } from '@kit/core'
import { showToast } from '@kit/core/modules/actions/toast'

export type CopyTextParameters = {
  text: string
  /** The toast once copied (`Address copied`). */
  copied: string
  /** The toast when the clipboard refused (`Could not copy the address`). */
  failed: string
}

/** Copies `text` to the clipboard and says so in a toast. */
export async function copyText(
  kit: Kit,
  { text, copied, failed }: CopyTextParameters,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast(kit, { message: copied, variant: 'success' })
  } catch {
    showToast(kit, { message: failed, variant: 'error' })
  }
}
