import { pushView } from '@kit/core/modules/actions/pushView'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { createModalApi } from '../../../test/createModalApi.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testAddress } from '../../../test/testWallet.js'
import { onrampPurchase } from '../test/onrampFixtures.js'

afterEach(() => {
  cleanupModal()
  vi.restoreAllMocks()
})

async function openPurchases(
  answer: () => unknown,
  options: Parameters<typeof renderModal>[0] = {},
) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const api = createModalApi()
  api.route(`/v1/account/${testAddress}/history`, answer)
  const rendered = renderModal({ api, ...options })
  await connectAndOpen(rendered.kit)
  act(() => pushView(rendered.kit, { view: 'OnRampActivity' }))
  return rendered
}

describe('OnRampActivityView', () => {
  it('lists the onramp purchases of the active network with their status', async () => {
    const { api } = await openPurchases(() => ({
      data: [onrampPurchase('2', 'pending', '0.05'), onrampPurchase('1', 'confirmed')],
      next: null,
    }))
    const rows = await screen.findAllByTestId('kit-onramp-purchase')
    expect(screen.getByTestId('kit-title').textContent).toBe('Purchases')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bought 0.05 ETHNov 20Pending',
      'Bought 0.3 ETHNov 20Completed',
    ])
    const [request] = api.requestsTo(`/v1/account/${testAddress}/history`)
    expect(request?.query.get('onramp')).toBe('coinbase')
    expect(request?.query.get('chainId')).toBe('eip155:1')
    await expectAxeClean()
  })

  it('says what will appear when there is nothing yet', async () => {
    await openPurchases(() => ({ data: [], next: null }))
    expect(await screen.findByText('No purchases yet')).toBeTruthy()
    await expectAxeClean()
  })

  it('offers Retry after a failure', async () => {
    let fail = true
    await openPurchases(() =>
      fail
        ? new Response('{}', { status: 400 })
        : { data: [onrampPurchase('1', 'confirmed')], next: null },
    )
    expect(await screen.findByText('Purchases could not be loaded')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('kit-onramp-purchases-retry'))
    await waitFor(() => expect(screen.getAllByTestId('kit-onramp-purchase')).toHaveLength(1))
  })

  it('opens from Buy', async () => {
    const api = createModalApi()
    api.route('/v1/account', () => ({ data: [], next: null }))
    const { kit } = renderModal({ api })
    await connectAndOpen(kit)
    fireEvent.click(await screen.findByTestId('kit-feature-onramp'))
    fireEvent.click(await screen.findByTestId('kit-onramp-purchases'))
    expect(await screen.findByText('No purchases yet')).toBeTruthy()
  })

  it('reads right to left in Arabic', async () => {
    await openPurchases(() => ({ data: [onrampPurchase('1', 'confirmed')], next: null }), {
      kitOptions: { locale: 'ar', themeMode: 'light' },
    })
    await screen.findByText('مكتمل')
    await expectAxeClean()
  })
})
