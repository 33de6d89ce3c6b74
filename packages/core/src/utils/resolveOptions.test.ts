import { describe, expect, it } from 'vitest'
import { InvalidOptionsError } from '../errors/network.js'
import { InvalidThemeVariableError } from '../errors/theme.js'
import { mainnet, optimism, polygon, sepolia } from '../networks/evmNetworks.js'
import type { KitOptions } from '../types/options.js'
import type { ThemeVariables } from '../types/theme.js'
import { resolveOptions } from './resolveOptions.js'

const base = { networks: [mainnet, optimism] } satisfies KitOptions

// The shapes of AppKit's `DefaultSIWX` and `createSIWEConfig(…)`, with their own parameter types.
const siwx = {
  createMessage: async (input: { accountAddress: string; chainId: string }) => ({
    ...input,
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'nonce123',
    toString: () => 'message',
  }),
  addSession: async (_session: { message: string; signature: string }) => {},
  revokeSession: async (_chainId: `${string}:${string}`, _address: string) => {},
  setSessions: async (_sessions: { message: string }[]) => {},
  getSessions: async (_chainId: `${string}:${string}`, _address: string) => [],
  getRequired: () => false,
}
const siweConfig = {
  options: { enabled: true, required: false },
  getNonce: async (_address?: string) => 'nonce',
  createMessage: (args: { address: string; nonce: string }) => `${args.address} ${args.nonce}`,
  verifyMessage: async (_args: { message: string; signature: string }) => true,
  signOut: async () => true,
}

describe('resolveOptions', () => {
  it('turns every default feature on', () => {
    const { features } = resolveOptions(base)
    expect({
      swaps: features.swaps,
      onramp: features.onramp,
      receive: features.receive,
      send: features.send,
      email: features.email,
      history: features.history,
      analytics: features.analytics,
      allWallets: features.allWallets,
    }).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
    })
  })

  it('keeps the defaults the app did not override', () => {
    const { features } = resolveOptions({ ...base, features: { swaps: false, email: false } })
    expect(features.swaps).toBe(false)
    expect(features.email).toBe(false)
    expect(features.onramp).toBe(true)
    expect(features.send).toBe(true)
  })

  it('resolves the other defaults', () => {
    const resolved = resolveOptions(base)
    expect(resolved.defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(resolved.namespaces).toEqual(['eip155'])
    expect(resolved.projectId).toBeUndefined()
    expect(resolved.allowUnsupportedChain).toBe(false)
    expect(resolved.enableNetworkSwitch).toBe(true)
    expect(resolved.enableEmbedded).toBe(false)
    expect(resolved.storageKeyPrefix).toBe('@kit/')
    expect(resolved.autoReconnect).toBe(true)
    expect(resolved.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      bip122: 'payment',
      polkadot: 'eoa',
    })
  })

  it('turns an empty projectId into none', () => {
    expect(resolveOptions({ ...base, projectId: '' }).projectId).toBeUndefined()
    expect(resolveOptions({ ...base, projectId: 'abc' }).projectId).toBe('abc')
  })

  it('adds CAIP fields to plain EVM chain objects', () => {
    const { networks } = resolveOptions({
      networks: [
        {
          id: 8453,
          name: 'Base',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
        },
      ],
    })
    expect(networks[0]!.caipNetworkId).toBe('eip155:8453')
    expect(networks[0]!.chainNamespace).toBe('eip155')
  })

  it('uses the configured default network', () => {
    expect(resolveOptions({ ...base, defaultNetwork: optimism }).defaultNetwork.caipNetworkId).toBe(
      'eip155:10',
    )
  })

  it('refuses an empty network list', () => {
    const networks = [] as unknown as KitOptions['networks']
    expect(() => resolveOptions({ networks })).toThrow(InvalidOptionsError)
    try {
      resolveOptions({ networks })
    } catch (error) {
      expect((error as InvalidOptionsError).shortMessage).toBe('No networks configured')
    }
  })

  it('refuses both siweConfig and siwx', () => {
    const options: KitOptions = { ...base, siweConfig, siwx }
    expect(() => resolveOptions(options)).toThrow(InvalidOptionsError)
    try {
      resolveOptions(options)
    } catch (error) {
      expect((error as InvalidOptionsError).shortMessage).toBe(
        'Cannot set both `siweConfig` and `siwx` options',
      )
      expect((error as InvalidOptionsError).message).toBe(
        'Cannot set both `siweConfig` and `siwx` options',
      )
    }
  })

  it('accepts either one of siweConfig and siwx', () => {
    expect(() => resolveOptions({ ...base, siwx })).not.toThrow()
    expect(() => resolveOptions({ ...base, siweConfig })).not.toThrow()
  })

  it('refuses an invalid network id', () => {
    expect(() =>
      resolveOptions({ networks: [{ ...polygon, caipNetworkId: 'eip155:0x89' }] }),
    ).toThrow()
  })

  it('keeps testnet flags', () => {
    expect(resolveOptions({ networks: [sepolia] }).networks[0]!.testnet).toBe(true)
  })

  describe('theme variables (B14)', () => {
    it.each([
      ['a closing brace', { '--w3m-accent': 'red}' }],
      ['a closing style tag', { '--w3m-accent': '</style><script>alert(1)</script>' }],
      ['a semicolon', { '--w3m-accent': 'red; background: red' }],
      ['url(javascript:)', { '--w3m-accent': 'url(javascript:alert(1))' }],
      ['url() without a scheme', { '--w3m-accent': 'url(evil.png)' }],
      ['@import', { '--w3m-font-family': '@import "https://evil.example/x.css"' }],
      ['expression()', { '--w3m-accent': 'expression(alert(1))' }],
      ['a backslash escape', { '--w3m-accent': '\\7d' }],
      ['a comment', { '--w3m-accent': 'red /* x */' }],
      ['an infinite number', { '--w3m-z-index': Number.POSITIVE_INFINITY }],
      ['an unknown key', { '--w3m-background': '#fff' } as ThemeVariables],
      ['an empty string', { '--w3m-accent': '' }],
    ])('rejects %s', (_, themeVariables) => {
      expect(() => resolveOptions({ ...base, themeVariables })).toThrow(InvalidThemeVariableError)
    })

    it('accepts plain CSS tokens', () => {
      const themeVariables: ThemeVariables = {
        '--w3m-accent': '#fff',
        '--w3m-color-mix': 'hsl(230 100% 67%)',
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-z-index': 8,
        '--w3m-border-radius-master': '2px',
        '--w3m-color-mix-strength': 40,
      }
      expect(resolveOptions({ ...base, themeVariables }).themeVariables).toEqual(themeVariables)
    })
  })
  describe('AppKit 1.7 options', () => {
    it('maps enableReconnect: false onto the start without restoring', () => {
      expect(resolveOptions({ ...base, enableReconnect: false }).autoReconnect).toBe(false)
      expect(resolveOptions({ ...base, enableReconnect: true }).autoReconnect).toBe(true)
      expect(
        resolveOptions({ ...base, enableReconnect: true, autoReconnect: false }).autoReconnect,
      ).toBe(false)
    })

    it('keeps the features the app set; the new ones are off while unset', () => {
      const defaults = resolveOptions(base).features
      for (const feature of [
        'legalCheckbox',
        'collapseWallets',
        'smartSessions',
        'pay',
        'connectorTypeOrder',
      ] as const)
        expect({ feature, value: defaults[feature] }).toEqual({ feature, value: undefined })
      const { features } = resolveOptions({
        ...base,
        features: { legalCheckbox: true, connectorTypeOrder: ['recent', 'featured'] },
      })
      expect(features.legalCheckbox).toBe(true)
      expect(features.connectorTypeOrder).toEqual(['recent', 'featured'])
    })

    it('keeps the options as given for the code that loads later', () => {
      const options: KitOptions = { ...base, chainImages: { 1: 'https://img.example/1.png' } }
      expect(resolveOptions(options).input).toBe(options)
    })

    it('accepts every AppKit 1.7.20 option name', () => {
      const options: KitOptions = {
        ...base,
        siwx,
        chainImages: { 1: 'https://img.example/1.png', solana: 'https://img.example/s.png' },
        connectorImages: { walletConnect: 'https://img.example/wc.png' },
        termsConditionsUrl: 'https://app.example/terms',
        privacyPolicyUrl: 'https://app.example/privacy',
        allWallets: 'ONLY_MOBILE',
        showWallets: false,
        enableWalletGuide: false,
        enableReconnect: false,
        enableCoinbase: false,
        coinbasePreference: 'smartWalletOnly',
        enableWallets: true,
        disableAppend: false,
        universalProviderConfigOverride: { defaultChain: 'eip155:1' },
        tokens: { 'eip155:1': { address: '0x0', image: 'https://img.example/t.png' } },
        features: {
          legalCheckbox: true,
          collapseWallets: true,
          connectorTypeOrder: ['walletConnect', 'recent', 'injected'],
          smartSessions: false,
          pay: false,
        },
      }
      expect(() => resolveOptions(options)).not.toThrow()
    })
  })
})
