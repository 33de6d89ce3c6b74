import { switchNetwork } from '@kit/core'
import { optimism } from '@kit/core/networks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { createModalApi } from '../../../test/createModalApi.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testAddress } from '../../../test/testWallet.js'
import { fakePopup, onrampOptions, onrampQuote } from '../test/onrampFixtures.js'

afterEach(() => {
  cleanupModal()
  vi.restoreAllMocks()
})

const providerUrl = 'https://pay.example/checkout?session=s1'

function onrampApi() {
  const api = createModalApi()
  api.route('/v1/onramp/options', () => onrampOptions)
  api.route('/v1/onramp/quote', () => onrampQuote)
  api.route('/v1/generators/onrampurl', () => ({ url: providerUrl }))
  return api
}

async function openBuy(options: Parameters<typeof renderModal>[0] = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const rendered = renderModal({ api: onrampApi(), ...options })
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-feature-onramp'))
  // The first view of a cold run waits for the feature's chunk to be transformed.
  await screen.findByTestId('kit-onramp-providers', {}, { timeout: 10_000 })
  await waitFor(() => expect(screen.getByTestId('kit-onramp-token').textContent).toBe('ETH'))
  return rendered
}

const type = (amount: string) =>
  fireEvent.change(screen.getByTestId('kit-onramp-amount'), { target: { value: amount } })
const hint = () => screen.getByTestId('kit-onramp-hint').textContent
const continueButton = () => screen.getByTestId('kit-onramp-continue') as HTMLButtonElement

describe('OnRampProvidersView', () => {
  it('opens from the Buy button with the limits, the ways to pay and their 1–2 % fees', async () => {
    await openBuy()
    expect(screen.getByTestId('kit-title').textContent).toBe('Buy')
    expect(hint()).toBe('From $10.00 to $7,500.00')
    expect(screen.getByTestId('kit-onramp-method-card').textContent).toContain('Fees 1% – 2%')
    expect(screen.getByTestId('kit-onramp-method-bank_transfer').textContent).toContain(
      'up to $25,000.00',
    )
    expect(continueButton().disabled).toBe(true)
    await expectAxeClean()
  })

  it('checks the typed amount against the chosen way to pay', async () => {
    await openBuy()
    for (const [amount, text] of [
      ['5', 'The smallest amount is $10.00'],
      ['1,5', 'Enter an amount such as 100 or 49.99'],
      ['1e3', 'Enter an amount such as 100 or 49.99'],
      ['12.345', 'Enter an amount such as 100 or 49.99'],
      ['7500.01', 'The largest amount is $7,500.00'],
    ]) {
      type(amount as string)
      expect(hint()).toBe(text)
      expect(screen.getByTestId('kit-onramp-amount').getAttribute('aria-invalid')).toBe('true')
      expect(continueButton().disabled).toBe(true)
    }
    fireEvent.click(screen.getByTestId('kit-onramp-method-bank_transfer').querySelector('input')!)
    expect(hint()).toBe('From $10.00 to $25,000.00')
    await waitFor(() => expect(continueButton().disabled).toBe(false))
  })

  it("shows the API's quote for a valid amount: what it buys and the fees", async () => {
    const { api } = await openBuy()
    type('100')
    await waitFor(() =>
      expect(screen.getByTestId('kit-onramp-receive').textContent).toBe('0.0326 ETH'),
    )
    expect(screen.getByTestId('kit-onramp-quote').textContent).toBe(
      'Provider fee$1.50Network fee$0.10',
    )
    expect(api.requestsTo('/v1/onramp/quote').at(-1)?.body).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'ethereum-mainnet',
    })
    expect(continueButton().disabled).toBe(false)
  })

  it("falls back to the built-in options and SPEC's quote, marked as an estimate", async () => {
    const api = createModalApi()
    api.fail('/v1/onramp', 400)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit } = renderModal({ api })
    await connectAndOpen(kit)
    fireEvent.click(await screen.findByTestId('kit-feature-onramp'))
    await waitFor(() => expect(screen.getByTestId('kit-onramp-token').textContent).toBe('USDC'))
    expect(hint()).toBe('From $10.00 to $7,500.00')
    type('200')
    await waitFor(() =>
      expect(screen.getByTestId('kit-onramp-quote').textContent).toContain(
        'Estimate: the provider gives the final price.',
      ),
    )
    expect(screen.getByTestId('kit-onramp-quote').textContent).toContain('$3.00')
  })

  it('picks the currency and the token in their own views', async () => {
    await openBuy()
    fireEvent.click(screen.getByTestId('kit-onramp-currency'))
    await screen.findByTestId('kit-onramp-fiat-EUR')
    expect(screen.getByTestId('kit-title').textContent).toBe('Select Currency')
    expect(screen.getByTestId('kit-onramp-fiat-USD').getAttribute('aria-current')).toBe('true')
    expect(screen.getByTestId('kit-onramp-fiat-EUR').textContent).toContain('Euro')
    await expectAxeClean()
    fireEvent.click(screen.getByTestId('kit-onramp-fiat-EUR'))
    await screen.findByTestId('kit-onramp-providers')
    expect(hint()).toBe('From €10.00 to €7,500.00')
    fireEvent.click(screen.getByTestId('kit-onramp-token'))
    await screen.findByTestId('kit-onramp-token-ETH')
    expect(screen.getByTestId('kit-title').textContent).toBe('Select Token')
    expect(screen.getByTestId('kit-onramp-token-ETH').textContent).toBe('ETHEthereumETH · Ethereum')
    await expectAxeClean()
    fireEvent.click(screen.getByTestId('kit-onramp-token-ETH'))
    await screen.findByTestId('kit-onramp-providers')
  })

  it('says when nothing is sold on the active network', async () => {
    const { kit } = renderModal({
      api: onrampApi(),
      connect: { address: testAddress, chainId: 137 },
    })
    await connectAndOpen(kit)
    fireEvent.click(await screen.findByTestId('kit-feature-onramp'))
    expect(await screen.findByText('Buying is not available on Polygon')).toBeTruthy()
    expect(screen.queryByTestId('kit-onramp-continue')).toBeNull()
    await expectAxeClean()
  })
})

describe('OnRampProvidersView after a network switch', () => {
  it('loads the options again and quotes on the new network', async () => {
    const { kit, api } = await openBuy()
    type('100')
    await waitFor(() => expect(api.requestsTo('/v1/onramp/quote')).toHaveLength(1))
    await act(() => switchNetwork(kit, { network: optimism }))
    await waitFor(() => expect(screen.getByTestId('kit-onramp-token').textContent).toBe('ETH'))
    expect((screen.getByTestId('kit-onramp-amount') as HTMLInputElement).value).toBe('')
    type('100')
    await waitFor(() =>
      expect(api.requestsTo('/v1/onramp/quote').at(-1)?.body).toMatchObject({
        network: 'optimism-mainnet',
      }),
    )
    expect(api.requestsTo('/v1/onramp/options').length).toBeGreaterThanOrEqual(2)
  })
})

describe('Continue', () => {
  it('opens the provider in a blank popup with no opener, then follows the purchase to Account', async () => {
    let balance = '1.5'
    const { kit, api } = await openBuy({ getBalance: () => ({ balance, symbol: 'ETH' }) })
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    type('100')
    await waitFor(() => expect(screen.getByTestId('kit-onramp-quote')).toBeTruthy())
    fireEvent.click(continueButton())
    await screen.findByTestId('kit-buy-in-progress')
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', 'popup,width=480,height=720')
    expect(popup.opener).toBeNull()
    expect(popup.location.replace).toHaveBeenCalledWith(providerUrl)
    expect(api.requestsTo('/v1/generators/onrampurl')[0]?.body).toMatchObject({
      destinationWallets: [
        { address: testAddress, blockchains: ['ethereum-mainnet'], assets: ['ETH'] },
      ],
      defaultNetwork: 'ethereum-mainnet',
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(screen.getByTestId('kit-title').textContent).toBe('Buy in Progress')
    expect(screen.getByTestId('kit-buy-amount').textContent).toBe('Buying 0.0326 ETH on Ethereum.')
    expect(screen.queryByTestId('kit-buy-window')).toBeNull()
    await expectAxeClean()
    balance = '1.53266444'
    expect((await screen.findByTestId('kit-toast', {}, { timeout: 4_000 })).textContent).toBe(
      'Purchase complete',
    )
    await waitFor(() => expect(kit.stores.router.view).toBe('Account'))
    expect(kit.stores.router.history).toEqual(['Account'])
    await waitFor(() =>
      expect(screen.getByTestId('kit-account-balance').textContent).toContain('1.5326'),
    )
  })

  it('says a blocked window plainly and opens it again from the link', async () => {
    const { api } = await openBuy()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    type('100')
    await waitFor(() => expect(continueButton().disabled).toBe(false))
    fireEvent.click(continueButton())
    expect((await screen.findByTestId('kit-buy-window')).textContent).toContain(
      'Your browser blocked the provider window.',
    )
    expect(api.requestsTo('/v1/generators/onrampurl')).toHaveLength(1)
    await expectAxeClean()
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    fireEvent.click(screen.getByTestId('kit-buy-reopen'))
    expect(popup.location.replace).toHaveBeenCalledWith(providerUrl)
    await waitFor(() => expect(screen.queryByTestId('kit-buy-window')).toBeNull())
  })

  it('says when the window was closed before the funds arrived', async () => {
    await openBuy()
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    type('100')
    await waitFor(() => expect(continueButton().disabled).toBe(false))
    fireEvent.click(continueButton())
    await screen.findByTestId('kit-buy-in-progress')
    act(() => popup.close())
    expect(
      (await screen.findByTestId('kit-buy-window', {}, { timeout: 4_000 })).textContent,
    ).toContain('The provider window was closed before the funds arrived.')
  })

  it('never opens an unsafe address: the window is closed and the visitor told', async () => {
    const { kit, api } = await openBuy()
    api.route('/v1/generators/onrampurl', () => ({ url: 'http://evil.example/buy' }))
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    type('100')
    await waitFor(() => expect(continueButton().disabled).toBe(false))
    fireEvent.click(continueButton())
    expect((await screen.findByTestId('kit-onramp-error')).textContent).toBe(
      'The provider sent an address that cannot be opened safely.',
    )
    expect(popup.close).toHaveBeenCalled()
    expect(popup.location.replace).not.toHaveBeenCalled()
    expect(kit.stores.router.view).toBe('OnRampProviders')
  })

  it('says when the provider cannot be reached', async () => {
    const { api } = await openBuy()
    api.fail('/v1/generators/onrampurl', 400)
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window)
    type('100')
    await waitFor(() => expect(continueButton().disabled).toBe(false))
    fireEvent.click(continueButton())
    expect((await screen.findByTestId('kit-onramp-error')).textContent).toBe(
      'The provider could not be reached. Try again.',
    )
  })
})

describe('OnRampProvidersView in Arabic', () => {
  it('reads right to left and stays accessible', async () => {
    await openBuy({ kitOptions: { locale: 'ar', themeMode: 'light' } })
    await screen.findByText('تدفع')
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull()
    await expectAxeClean()
  })
})
