import { connect, type KitOptions } from '@kit/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectAxeClean } from '../../test/expectAxeClean.js'
import { cleanupModal, type RenderModalOptions, renderModal } from '../../test/renderModal.js'
import { testAddress, testConnector } from '../../test/testWallet.js'

afterEach(cleanupModal)

/** An app's `createSIWEConfig(…)` (AppKit's legacy sign-in), with its server's one session. */
function createAppSiwe({ required = true, accept = true } = {}) {
  let session: { address: string; chainId: number } | null = null
  const methods = {
    getNonce: vi.fn(async () => 'serverNonce123456'),
    getMessageParams: vi.fn(async () => ({ domain: 'app.example', uri: 'https://app.example' })),
    createMessage: vi.fn(
      (args: { address: string; nonce: string }) => `Sign in ${args.address} ${args.nonce}`,
    ),
    verifyMessage: vi.fn(async () => {
      if (accept) session = { address: testAddress, chainId: 1 }
      return accept
    }),
    getSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
  }
  const siweConfig = {
    options: { required, signOutOnDisconnect: true },
    methods,
    getNonce: methods.getNonce,
    createMessage: methods.createMessage,
    verifyMessage: methods.verifyMessage,
  } as unknown as NonNullable<KitOptions['siweConfig']>
  return { siweConfig, methods, session: () => session }
}

async function signInPrompt(
  app: ReturnType<typeof createAppSiwe>,
  options: RenderModalOptions = {},
) {
  const rendered = renderModal({
    ...options,
    kitOptions: {
      metadata: {
        name: 'Example App',
        description: 'An example',
        url: 'https://app.example',
        icons: ['https://app.example/icon.png'],
      },
      siweConfig: app.siweConfig,
      ...options.kitOptions,
    },
  })
  await act(() => connect(rendered.kit, { connectorId: testConnector.id }))
  const view = await screen.findByTestId('kit-connecting-siwe')
  return { ...rendered, view }
}

describe('ConnectingSiweView', () => {
  it("asks to sign in for the app's legacy siweConfig, with the app and the wallet", async () => {
    const { view } = await signInPrompt(createAppSiwe())
    expect(screen.queryByTestId('kit-siwx-sign-message')).toBeNull()
    expect(screen.getByTestId('kit-title').textContent).toBe('Sign In')
    expect(view.textContent).toContain('Example App wants to connect to your wallet')
    expect(view.textContent).toContain(
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    )
    expect(view.querySelector('img')?.getAttribute('src')).toBe('https://app.example/icon.png')
    expect((screen.getByTestId('kit-close') as HTMLButtonElement).disabled).toBe(true)
    await expectAxeClean()
  })

  it("signs in through the app's nonce, message and check, then closes", async () => {
    const app = createAppSiwe()
    const { kit, mock } = await signInPrompt(app)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(kit.stores.modal.open).toBe(false))
    expect(mock.calls.signMessage).toEqual([
      expect.objectContaining({
        message: `Sign in did:pkh:eip155:1:${testAddress} serverNonce123456`,
      }),
    ])
    expect(app.session()).toEqual({ address: testAddress, chainId: 1 })
  })

  it("stays, with 'Signature declined', when the app's check refuses", async () => {
    const app = createAppSiwe({ accept: false })
    const { kit } = await signInPrompt(app)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() =>
      expect(screen.getByTestId('kit-toast').textContent).toContain('Signature declined'),
    )
    expect(screen.getByTestId('kit-connecting-siwe')).toBeTruthy()
    expect(kit.stores.modal.open).toBe(true)
    expect(app.session()).toBeNull()
  })

  it('Cancel disconnects a required sign-in; an optional one only closes', async () => {
    const { kit } = await signInPrompt(createAppSiwe())
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.stores.connection.status).toBe('disconnected'))
    expect(kit.stores.modal.open).toBe(false)
    cleanupModal()

    const optional = await signInPrompt(createAppSiwe({ required: false }))
    expect(optional.view.textContent).not.toContain('Canceling will disconnect you.')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(optional.kit.stores.modal.open).toBe(false))
    expect(optional.kit.stores.connection.status).toBe('connected')
  })

  it('light theme and right to left in Arabic pass axe', async () => {
    await signInPrompt(createAppSiwe(), { kitOptions: { locale: 'ar', themeMode: 'light' } })
    await waitFor(() => expect(screen.getByRole('button', { name: 'توقيع' })).toBeTruthy())
    expect(document.querySelector('.kit-root')?.getAttribute('dir')).toBe('rtl')
    expect(screen.getByTestId('kit-connecting-siwe').textContent).toContain(
      'يريد Example App الاتصال بمحفظتك',
    )
    await expectAxeClean()
  })
})
