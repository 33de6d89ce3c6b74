import type { Kit } from '@kit/core'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { SignInPrompt } from '../../SignInPrompt/SignInPrompt.js'
import connectingSiweViewCss from './ConnectingSiweView.css?inline'

adoptStyles('modal/views/ConnectingSiweView/ConnectingSiweView.css', connectingSiweViewCss)

/**
 * Sign in with Ethereum for an app that passed AppKit's legacy `siweConfig` (ConnectingSiwe): the
 * app's and the wallet's pictures drawn towards each other, '<app> wants to connect to your
 * wallet', why to sign, then Cancel or Sign. Signing goes through the app's own nonce, message
 * and check; Cancel of a required sign-in switches back to a network signed in on, or disconnects.
 */
export default function ConnectingSiweView({ kit }: { kit: Kit }) {
  return (
    <SignInPrompt
      kit={kit}
      block="kit-siwe"
      pictures="kit-siwe__pictures"
      testId="kit-connecting-siwe"
      buttons="siwe"
      title="siwe.title"
      walletShape="rounded"
    />
  )
}
