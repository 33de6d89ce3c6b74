import { UserRejectedRequestError } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { setLocale } from '@kit/core/modules/actions/setLocale'
import type { FakeApiRequest } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../test/connectAndOpen.js'
import { createModalApi } from '../../test/createModalApi.js'
import { expectAxeClean } from '../../test/expectAxeClean.js'
import { cleanupModal, type RenderModalOptions, renderModal } from '../../test/renderModal.js'
import { testAddress } from '../../test/testWallet.js'

afterEach(cleanupModal)

// Each test renders the modal, loads the feature's chunk and runs axe: slow on a busy machine.
const slow = { timeout: 20_000 }

type Setup = RenderModalOptions & {
  taken?: string[]
  /** Registered names the suggestions do not know of yet (someone registered one meanwhile). */
  takenUnseen?: string[]
}

/** The modal over a fake name service: suggestions mark `taken` names, registration keeps them. */
async function openChooseName({
  taken = ['kitdev.kit.id'],
  takenUnseen = [],
  ...options
}: Setup = {}) {
  const registered = new Set(taken)
  const unseen = new Set(takenUnseen)
  const registrations: unknown[] = []
  const signals: AbortSignal[] = []
  const api = createModalApi({
    routes: {
      '/v1/profile/suggestions/': ({ path }: FakeApiRequest) => {
        const label = decodeURIComponent(path.split('/').pop() ?? '')
        const names = [`${label}.kit.id`, `${label}-kit.kit.id`, `my-${label}.kit.id`]
        return { suggestions: names.map((name) => ({ name, registered: registered.has(name) })) }
      },
      '/v1/profile/account': ({ body }: FakeApiRequest) => {
        registrations.push(body)
        const { name } = JSON.parse((body as { message: string }).message) as { name: string }
        if (registered.has(name) || unseen.has(name)) {
          return Response.json(
            { reasons: [{ description: `${name} is already registered` }] },
            { status: 409 },
          )
        }
        registered.add(name)
        return { name, registered: 1, addresses: {}, attributes: {} }
      },
    },
  })
  const recordingFetch: typeof fetch = (input, init) => {
    if (String(input).includes('/v1/profile/suggestions/') && init?.signal)
      signals.push(init.signal)
    return api.fetch(input, init)
  }
  const rendered = renderModal({
    api,
    ...options,
    kitOptions: { fetch: recordingFetch, ...options.kitOptions },
  })
  await connectAndOpen(rendered.kit)
  act(() => pushView(rendered.kit, { view: 'ChooseAccountName' }))
  // The first test loads the feature's chunk, which takes a while under a cold transform.
  await screen.findByTestId('kit-choose-account-name', {}, { timeout: 10_000 })
  return { ...rendered, registrations, signals }
}

const type = (value: string) =>
  fireEvent.change(screen.getByTestId('kit-name-input'), { target: { value } })

const status = () => screen.getByTestId('kit-name-status').textContent

/** Waits until the availability line reads `text`. */
const statusBecomes = (text: string) => waitFor(() => expect(status()).toBe(text))

async function goToRegister() {
  fireEvent.click(screen.getByTestId('kit-choose-name'))
  await screen.findByTestId('kit-register-account-name')
}

describe('ChooseAccountName', slow, () => {
  it('says what a name is and leads to RegisterAccountName, titled Choose Name', async () => {
    await openChooseName()
    expect(screen.getByTestId('kit-title').textContent).toBe('Choose Name')
    expect(screen.getByText('Choose your account name')).toBeTruthy()
    expect(screen.getByText(/no transaction, no fee/)).toBeTruthy()
    await expectAxeClean()
    await goToRegister()
    expect(screen.getByTestId('kit-title').textContent).toBe('Choose Name')
  })
})

describe('RegisterAccountNameSuccess', slow, () => {
  it('opened with no registration running, it says so and offers the way back to Account', async () => {
    const { kit } = await openChooseName()
    act(() => pushView(kit, { view: 'RegisterAccountNameSuccess' }))
    expect((await screen.findByText('No name is being registered.')).textContent).toBeTruthy()
    fireEvent.click(screen.getByTestId('kit-name-back-to-account'))
    await screen.findByTestId('kit-account-address')
    expect(kit.stores.router.history).toEqual(['Account'])
  })
})

describe('RegisterAccountName', slow, () => {
  it('shows the SPEC §5 rule, and a problem for characters that are not allowed', async () => {
    const { registrations } = await openChooseName()
    await goToRegister()
    const register = () => screen.getByTestId('kit-register-name') as HTMLButtonElement
    expect(register().disabled).toBe(true)
    type('abc')
    expect(screen.getByText('At least 4 characters: letters, digits and hyphens')).toBeTruthy()
    expect(register().disabled).toBe(true)
    type('ab_cd')
    expect(screen.getByText('Use only letters, digits and hyphens')).toBeTruthy()
    expect(screen.getByTestId('kit-name-input').getAttribute('aria-invalid')).toBe('true')
    expect(register().disabled).toBe(true)
    fireEvent.submit(screen.getByTestId('kit-register-account-name'))
    expect(registrations).toEqual([])
    await expectAxeClean()
  })

  it('asks for suggestions once typing pauses, aborting the request a newer input supersedes', async () => {
    const { api, signals } = await openChooseName()
    await goToRegister()
    type('alic')
    type('alice')
    await statusBecomes('alice.kit.id is available')
    // Typed faster than the pause: only the last label was asked for, in the kit.id zone.
    const asked = api.requestsTo('/v1/profile/suggestions/')
    expect(asked.map((r) => r.path)).toEqual(['/v1/profile/suggestions/alice'])
    expect(asked[0]?.query.get('zone')).toBe('kit.id')
    expect(
      screen.getAllByTestId('kit-name-suggestion').map((row) => row.getAttribute('data-name')),
    ).toEqual(['alice-kit.kit.id', 'my-alice.kit.id'])
    api.fail('/v1/profile/suggestions/', 'hang')
    type('alice-b')
    await waitFor(() => expect(signals).toHaveLength(2))
    type('alice-bo')
    await waitFor(() => expect(signals[1]?.aborted).toBe(true))
    expect(screen.getByText('Checking availability…')).toBeTruthy()
  })

  it('a taken name is marked and cannot be registered; a free suggestion fills the field', async () => {
    await openChooseName({ taken: ['kitdev.kit.id', 'my-kitdev.kit.id'] })
    await goToRegister()
    type('kitdev')
    await statusBecomes('kitdev.kit.id is already taken')
    expect((screen.getByTestId('kit-register-name') as HTMLButtonElement).disabled).toBe(true)
    const rows = screen.getAllByTestId('kit-name-suggestion') as HTMLButtonElement[]
    expect(rows.map((row) => [row.getAttribute('data-name'), row.disabled])).toEqual([
      ['kitdev-kit.kit.id', false],
      ['my-kitdev.kit.id', true],
    ])
    fireEvent.click(rows[0]!)
    expect((screen.getByTestId('kit-name-input') as HTMLInputElement).value).toBe('kitdev-kit')
    await statusBecomes('kitdev-kit.kit.id is available')
    expect((screen.getByTestId('kit-register-name') as HTMLButtonElement).disabled).toBe(false)
  })

  it('registers: progress while the wallet signs, then the name, shown in the Account view', async () => {
    let approve: (signature: string) => void = () => {}
    const { kit, mock, registrations } = await openChooseName({
      signMessage: () => new Promise<string>((resolve) => (approve = resolve)),
    })
    await goToRegister()
    type('Alice')
    await statusBecomes('alice.kit.id is available')
    fireEvent.click(screen.getByTestId('kit-register-name'))
    await screen.findByText('Approve in your wallet')
    expect(screen.getByTestId('kit-title').textContent).toBe('Name Registered')
    expect(screen.getByTestId('kit-name-progress').textContent).toContain(
      'Sign the message to register alice.kit.id.',
    )
    await expectAxeClean()
    await act(async () => approve(`0x${'ab'.repeat(65)}`))
    expect((await screen.findByTestId('kit-registered-name')).textContent).toBe('alice.kit.id')
    expect(screen.getByText('Account name chosen successfully')).toBeTruthy()
    await expectAxeClean()
    const [body] = registrations as { coin_type: number; address: string; message: string }[]
    expect(body).toMatchObject({ coin_type: 2147483649, address: testAddress })
    expect(mock.calls.signMessage[0]?.message).toBe(body?.message)
    expect(JSON.parse(body!.message)).toMatchObject({ name: 'alice.kit.id', attributes: {} })
    fireEvent.click(screen.getByTestId('kit-name-back-to-account'))
    expect((await screen.findByTestId('kit-account-address')).textContent).toBe('alice.kit.id')
    expect(kit.stores.router.history).toEqual(['Account'])
  })

  it('a declined signature returns to RegisterAccountName with the error, the name still typed', async () => {
    const { registrations } = await openChooseName({
      signMessage: new UserRejectedRequestError(),
    })
    await goToRegister()
    type('alice')
    await statusBecomes('alice.kit.id is available')
    fireEvent.submit(screen.getByTestId('kit-register-account-name'))
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(screen.getByTestId('kit-register-account-name')).toBeTruthy()
    expect((screen.getByTestId('kit-name-input') as HTMLInputElement).value).toBe('alice')
    expect(registrations).toEqual([])
    await expectAxeClean()
    type('alice2')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("a name the service refuses comes back with the service's reason", async () => {
    const { kit } = await openChooseName({ takenUnseen: ['alice.kit.id'] })
    await goToRegister()
    type('alice')
    await statusBecomes('alice.kit.id is available')
    fireEvent.click(screen.getByTestId('kit-register-name'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'alice.kit.id is already registered',
    )
    expect(kit.stores.router.view).toBe('RegisterAccountName')
    expect(kit.stores.chains.namespaces.eip155?.account.profileName).not.toBe('alice.kit.id')
  })

  it('reads in the modal language, right to left in Arabic', async () => {
    const { kit } = await openChooseName()
    await act(() => setLocale(kit, { locale: 'ar' }))
    expect(await screen.findByText('اختر اسم حسابك')).toBeTruthy()
    await goToRegister()
    expect(screen.getByTestId('kit-name-input').getAttribute('dir')).toBe('ltr')
    await expectAxeClean()
  })
})
