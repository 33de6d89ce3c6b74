import type { Kit } from '@kit/core'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { SignInPrompt } from '../../SignInPrompt/SignInPrompt.js'
import siwxSignMessageViewCss from './SIWXSignMessageView.css?inline'

adoptStyles('modal/views/SIWXSignMessageView/SIWXSignMessageView.css', siwxSignMessageViewCss)

/**
 * Sign in with X (SIWXSignMessage): the app asks the connected visitor to sign a message that
 * proves they own the wallet. Sign, or Cancel (which disconnects when the app requires sign-in).
 */
export default function SIWXSignMessageView({ kit }: { kit: Kit }) {
  return (
    <SignInPrompt
      kit={kit}
      block="kit-siwx"
      pictures="kit-siwx__avatars"
      testId="kit-siwx-sign-message"
      buttons="siwx"
      title="siwx.title"
      walletShape="round"
    />
  )
}
