import { siweConfigToSiwx } from '@kit/core/modules/utils/siweConfigToSiwx'
import { SiwxVerificationError } from '../errors/verify.js'
import type { Siwx } from '../session/createSIWX.js'
import { locationPart } from '../session/createSiwxMessenger.js'
import type { SiweConfigInput } from './types.js'

/**
 * AppKit's legacy `siweConfig` (`createSIWEConfig(…)`) as a `siwx` setup, as AppKit maps it
 * (core's `siweConfigToSiwx`, which `createAppKit({ siweConfig })` applies by itself): eip155
 * only (other chains pass through signed in), one session, the app's own `getNonce`,
 * `createMessage` and `verifyMessage`, `getSession` and `signOut`. A session is added only when
 * the app's `verifyMessage` accepts it, else `SiwxVerificationError` ('invalidSignature'); the
 * app's session counts only on its own network and account unless `signOutOnNetworkChange` /
 * `signOutOnAccountChange` are `false`.
 * @example
 * createAppKit({ ..., siwx: mapSiweConfig(createSIWEConfig({ getNonce, createMessage, … })) })
 */
export function mapSiweConfig(siweConfig: SiweConfigInput): Siwx {
  return siweConfigToSiwx({
    siweConfig,
    rejected: (reason) => new SiwxVerificationError({ reason }),
    pagePart: locationPart,
  })
}
