import { switchNetwork } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { optimism } from '@kit/core/networks'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'

afterEach(() => {
  cleanupModal()
  vi.restoreAllMocks()
})

describe('BuyInProgressView', () => {
  it('goes back to Buy when there is no purchase to follow (a network switch forgets it)', async () => {
    const { kit } = renderModal()
    await connectAndOpen(kit)
    act(() => pushView(kit, { view: 'BuyInProgress' }))
    await waitFor(() => expect(kit.stores.router.view).toBe('OnRampProviders'))
    expect(kit.stores.router.history).toEqual(['Account', 'OnRampProviders'])
  })

  it('draws nothing but Buy after the network changed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit } = renderModal()
    await connectAndOpen(kit)
    act(() => pushView(kit, { view: 'OnRampProviders' }))
    await act(() => switchNetwork(kit, { network: optimism }))
    act(() => pushView(kit, { view: 'BuyInProgress' }))
    await waitFor(() => expect(kit.stores.router.view).toBe('OnRampProviders'))
    expect(screen.queryByTestId('kit-buy-in-progress')).toBeNull()
    await expectAxeClean()
  })
})
