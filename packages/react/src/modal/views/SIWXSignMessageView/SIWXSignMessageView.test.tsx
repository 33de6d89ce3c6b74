import { connect, UserRejectedRequestError } from '@kit/core'
import { createFakeSiwx, type FakeSiwx } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAxeClean } from '../../test/expectAxeClean.js'
import { cleanupModal, type RenderModalOptions, renderModal } from '../../test/renderModal.js'
import { testConnector } from '../../test/testWallet.js'

afterEach(cleanupModal)

async function signInPrompt(siwx: FakeSiwx, options: RenderModalOptions = {}) {
  const rendered = renderModal({
    ...options,
    kitOptions: {
      metadata: {
        name: 'Example App',
        description: 'An example',
        url: 'https://app.example',
        icons: ['https://app.example/icon.png'],
      },
      siwx,
      ...options.kitOptions,
    },
  })
  await act(() => connect(rendered.kit, { connectorId: testConnector.id }))
  const view = await screen.findByTestId('kit-siwx-sign-message')
  return { ...rendered, view }
}

describe('SIWXSignMessageView', () => {
  it('asks the connected visitor to sign in, with the app and the wallet', async () => {
    const { view } = await signInPrompt(createFakeSiwx({ required: true }))
    expect(screen.getByTestId('kit-title').textContent).toBe('Sign In')
    expect(view.textContent).toContain('Example App needs to connect to your wallet')
    expect(view.textContent).toContain(
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    )
    expect(view.querySelector('img')?.getAttribute('src')).toBe('https://app.example/icon.png')
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    await expectAxeClean()
  })

  it('signs in: the session is added and the modal closes', async () => {
    const siwx = createFakeSiwx({ required: true })
    const { kit, mock } = await signInPrompt(siwx)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(kit.stores.modal.open).toBe(false))
    expect(mock.calls.signMessage).toHaveLength(1)
    expect(siwx.sessions).toHaveLength(1)
  })

  it('shows the busy state while the wallet asks, and Signature declined after', async () => {
    const { mock, view } = await signInPrompt(createFakeSiwx({ required: true }))
    const pending = mock.defer('signMessage')
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    const signing = await screen.findByRole('button', { name: 'Signing…' })
    expect((signing as HTMLButtonElement).disabled).toBe(true)
    expect(view.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('kit-toast').textContent).toContain('Authenticating...')
    act(() => pending.reject(new UserRejectedRequestError()))
    await waitFor(() =>
      expect(screen.getByTestId('kit-toast').textContent).toContain('Signature declined'),
    )
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(screen.getByTestId('kit-siwx-sign-message')).toBeTruthy()
  })

  it('a wallet that never answers does not hold the visitor: Cancel still disconnects', async () => {
    const { kit, mock } = await signInPrompt(createFakeSiwx({ required: true }))
    mock.defer('signMessage')
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByRole('button', { name: 'Signing…' })
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement
    expect(cancel.disabled).toBe(false)
    fireEvent.click(cancel)
    await waitFor(() => expect(kit.stores.connection.status).toBe('disconnected'))
    expect(kit.stores.modal.open).toBe(false)
  })

  it('disables the close button, Escape and the backdrop while sign-in is required', async () => {
    const { kit } = await signInPrompt(createFakeSiwx({ required: true }))
    const close = screen.getByTestId('kit-close') as HTMLButtonElement
    expect(close.disabled).toBe(true)
    fireEvent.click(screen.getByTestId('kit-backdrop'))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(kit.stores.modal.open).toBe(true)
    expect(screen.getByTestId('kit-siwx-sign-message')).toBeTruthy()
  })

  it('Cancel disconnects when sign-in is required', async () => {
    const { kit } = await signInPrompt(createFakeSiwx({ required: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.stores.connection.status).toBe('disconnected'))
    expect(kit.stores.modal.open).toBe(false)
  })

  it('lets an optional sign-in be closed or cancelled without disconnecting', async () => {
    const { kit, view } = await signInPrompt(createFakeSiwx({ required: false }))
    expect(view.textContent).toContain(
      'Sign this message to prove you own this wallet and proceed.',
    )
    expect(view.textContent).not.toContain('Canceling will disconnect you.')
    expect((screen.getByTestId('kit-close') as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kit.stores.modal.open).toBe(false))
    expect(kit.stores.connection.status).toBe('connected')
  })

  it('speaks the visitor’s language, right to left in Arabic', async () => {
    await signInPrompt(createFakeSiwx({ required: true }), { kitOptions: { locale: 'ar' } })
    await waitFor(() => expect(screen.getByRole('button', { name: 'توقيع' })).toBeTruthy())
    expect(document.querySelector('.kit-root')?.getAttribute('dir')).toBe('rtl')
    expect(screen.getByTestId('kit-siwx-sign-message').textContent).toContain(
      'يحتاج Example App إلى الاتصال بمحفظتك',
    )
    await expectAxeClean()
  })
})
