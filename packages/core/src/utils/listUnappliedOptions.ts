import type { KitOptions } from '../types/options.js'
import { rpcUrlTransport } from './rpcUrlTransport.js'
import { toLinkUrl } from './toLinkUrl.js'

/** An AppKit option Kit accepts but does not apply, and why. */
export type UnappliedOption = { option: string; reason: string }

const besideLogin =
  'it acts beside email or social login, which Kit does not offer yet; the wallets are listed'

/**
 * The AppKit 1.7 options an app set that Kit accepts without applying them (or applies only in
 * part), each with the reason a developer is told. Options whose value is what Kit does anyway
 * (`enableCoinbase: false`, `enableWalletGuide: false`, `pay: false`, …) are not listed.
 */
export function listUnappliedOptions(options: KitOptions): UnappliedOption[] {
  const { features = {} } = options
  const list: UnappliedOption[] = []
  const add = (option: string, set: boolean, reason: string) => {
    if (set) list.push({ option, reason })
  }
  add('enableCoinbase', options.enableCoinbase === true, 'Kit has no Coinbase SDK connector')
  add(
    'coinbasePreference',
    options.coinbasePreference !== undefined,
    'Kit has no Coinbase SDK connector',
  )
  add(
    'disableAppend',
    options.disableAppend === true,
    'Kit draws its modal in its own React root; it cannot be placed by hand',
  )
  add('enableWalletGuide', options.enableWalletGuide === true, 'Kit has no wallet guide')
  add('features.smartSessions', features.smartSessions === true, 'Kit has no smart sessions')
  add('features.pay', features.pay === true, 'Kit has no Pay feature')
  add('features.collapseWallets', features.collapseWallets === true, besideLogin)
  add('features.emailShowWallets', features.emailShowWallets === false, besideLogin)
  add('showWallets', options.showWallets === false, besideLogin)
  add(
    'enableWallets',
    options.enableWallets === false,
    'Kit has no email or social login to offer instead, so the Connect view lists no wallets',
  )
  for (const option of ['termsConditionsUrl', 'privacyPolicyUrl'] as const)
    add(
      option,
      options[option] !== undefined && toLinkUrl(options[option]) === undefined,
      'it is not an http(s) URL without credentials, so it is not linked',
    )
  for (const [networkId, urls] of Object.entries(options.customRpcUrls ?? {})) {
    const option = `customRpcUrls['${networkId}']`
    if (!Array.isArray(urls)) add(option, true, 'it is not a list of { url }')
    else
      for (const [index, entry] of (urls as ({ url?: unknown } | undefined)[]).entries())
        add(
          `${option}[${index}]`,
          !rpcUrlTransport(entry?.url),
          'it is not an http(s) or ws(s) URL, so no request goes to it',
        )
  }
  add(
    'features.legalCheckbox',
    features.legalCheckbox === true && !options.termsConditionsUrl && !options.privacyPolicyUrl,
    'it needs termsConditionsUrl or privacyPolicyUrl to link to',
  )
  return list
}
