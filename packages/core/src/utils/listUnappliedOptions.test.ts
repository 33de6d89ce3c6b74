import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/evmNetworks.js'
import type { KitOptions } from '../types/options.js'
import { listUnappliedOptions } from './listUnappliedOptions.js'

const base = { networks: [mainnet] } satisfies KitOptions
const names = (options: Partial<KitOptions>) =>
  listUnappliedOptions({ ...base, ...options }).map(({ option }) => option)

describe('listUnappliedOptions', () => {
  it('lists nothing for an app that sets none of them', () => {
    expect(names({})).toEqual([])
  })

  it('names each option Kit cannot apply', () => {
    expect(
      names({
        enableCoinbase: true,
        coinbasePreference: 'eoaOnly',
        disableAppend: true,
        enableWalletGuide: true,
        showWallets: false,
        enableWallets: false,
        features: { smartSessions: true, pay: true, collapseWallets: true },
      }),
    ).toEqual([
      'enableCoinbase',
      'coinbasePreference',
      'disableAppend',
      'enableWalletGuide',
      'features.smartSessions',
      'features.pay',
      'features.collapseWallets',
      'showWallets',
      'enableWallets',
    ])
  })

  it('applies siwx and the legacy siweConfig (mapped onto siwx by itself)', () => {
    const siwx = {} as NonNullable<KitOptions['siwx']>
    const siweConfig = {} as NonNullable<KitOptions['siweConfig']>
    expect(names({ siwx })).toEqual([])
    expect(names({ siweConfig })).toEqual([])
  })

  it('leaves out values that are what Kit does anyway', () => {
    expect(
      names({
        enableCoinbase: false,
        disableAppend: false,
        enableWalletGuide: false,
        showWallets: true,
        enableWallets: true,
        features: { smartSessions: false, pay: false, collapseWallets: false },
      }),
    ).toEqual([])
  })

  it('names a legal link that is not http(s), and a checkbox with nothing to link', () => {
    expect(names({ termsConditionsUrl: 'javascript:alert(1)' })).toEqual(['termsConditionsUrl'])
    expect(names({ privacyPolicyUrl: 'https://app.example/privacy' })).toEqual([])
    expect(names({ features: { legalCheckbox: true } })).toEqual(['features.legalCheckbox'])
    expect(
      names({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://app.example/t' }),
    ).toEqual([])
  })

  it('names each custom RPC URL that is not http(s) or ws(s), by network and position', () => {
    const customRpcUrls = {
      'eip155:1': [{ url: 'https://rpc.example.test' }, { url: 'javascript:alert(1)' }],
      'eip155:10': [{ url: 'wss://ws.example.test' }, { url: 'rpc.example.test' }],
      'eip155:137': { url: 'https://rpc.example.test' },
    } as unknown as KitOptions['customRpcUrls']
    expect(names({ customRpcUrls })).toEqual([
      "customRpcUrls['eip155:1'][1]",
      "customRpcUrls['eip155:10'][1]",
      "customRpcUrls['eip155:137']",
    ])
    expect(names({ customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example.test' }] } })).toEqual(
      [],
    )
  })
})
