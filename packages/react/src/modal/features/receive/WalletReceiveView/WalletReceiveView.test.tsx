import { pushView } from '@kit/core/modules/actions/pushView'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeModules } from '../../../../qr/test/decodeModules.js'
import { readQrSvg } from '../../../QrCode/test/readQrSvg.js'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testAddress } from '../../../test/testWallet.js'

afterEach(cleanupModal)

async function openReceive(options: Parameters<typeof renderModal>[0] = {}) {
  const rendered = renderModal(options)
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-feature-receive'))
  await screen.findByTestId('kit-receive')
  return rendered
}

describe('WalletReceiveView', () => {
  it('opens from the Receive button, titled Receive, with a QR code that decodes to the address', async () => {
    await openReceive()
    expect(screen.getByTestId('kit-title').textContent).toBe('Receive')
    const svg = screen.getByTestId('kit-qr-code') as unknown as SVGSVGElement
    expect(svg.getAttribute('aria-label')).toBe('QR code of your address')
    expect(decodeModules(readQrSvg(svg))?.text).toBe(testAddress)
    expect(screen.getByTestId('kit-receive-address').textContent).toBe(testAddress)
  })

  it('copies the full address and says so', async () => {
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    await openReceive()
    fireEvent.click(screen.getByTestId('kit-receive-copy'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Address copied')
    expect(copied).toEqual([testAddress])
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    })
    await openReceive()
    fireEvent.click(screen.getByTestId('kit-receive-copy'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Could not copy the address')
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('lists every EVM network of the app as valid for the address, the active one first', async () => {
    const { kit } = await openReceive({ connect: { address: testAddress, chainId: 10 } })
    const networks = () =>
      screen.getAllByTestId('kit-receive-network').map((row) => row.getAttribute('data-network-id'))
    await waitFor(() => expect(networks()).toEqual(['eip155:10', 'eip155:1', 'eip155:137']))
    expect(screen.getAllByTestId('kit-receive-network')[0]?.textContent).toBe('OP Mainnet')
    // Moving the wallet to another network reorders the list.
    act(
      () =>
        (kit.stores.chains.namespaces.eip155!.network.caipNetwork =
          kit.stores.chains.namespaces.eip155!.network.requestedCaipNetworks[2]),
    )
    await waitFor(() => expect(networks()[0]).toBe('eip155:137'))
  })

  it('draws nothing without a connected address', async () => {
    const { kit } = renderModal()
    act(() => {
      kit.stores.modal.open = true
      pushView(kit, { view: 'WalletReceive' })
    })
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Receive'))
    expect(screen.queryByTestId('kit-receive')).toBeNull()
  })

  it('has no axe violations', async () => {
    await openReceive()
    await expectAxeClean()
  })
})
