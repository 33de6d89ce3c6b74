import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'

afterEach(cleanupModal)

async function openWhatIsANetwork() {
  const rendered = renderModal()
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-network-chip', {}, { timeout: 10_000 }))
  fireEvent.click(await screen.findByTestId('kit-networks-help', {}, { timeout: 10_000 }))
  await screen.findByTestId('kit-what-is-a-network', {}, { timeout: 10_000 })
  return rendered
}

describe('WhatIsANetworkView', () => {
  it('opens from the link under the networks, titled, with three points, and Back returns', async () => {
    const { kit } = await openWhatIsANetwork()
    expect(screen.getByTestId('kit-title').textContent).toBe('What is a network?')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'A shared record',
      'Fees in its own coin',
      'Switch when you need to',
    ])
    fireEvent.click(screen.getByTestId('kit-back'))
    await waitFor(() => expect(kit.stores.router.view).toBe('Networks'))
  })

  it('has no axe violations', async () => {
    await openWhatIsANetwork()
    await expectAxeClean()
  })
})
