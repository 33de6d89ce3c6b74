import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { type RenderModalOptions, renderModal } from '../../../test/renderModal.js'
import { createSwapApi, type SwapApiOptions, swapRpcUrl } from './swapApi.js'

/** The modal with the swap tests' API, connected, on Swap (opened from its Account button). */
export async function openSwap({
  api: apiOptions,
  ...options
}: Omit<RenderModalOptions, 'api'> & { api?: SwapApiOptions } = {}) {
  const rendered = renderModal({
    api: createSwapApi(apiOptions),
    ...options,
    kitOptions: { customRpcUrls: { 'eip155:1': [{ url: swapRpcUrl }] }, ...options.kitOptions },
  })
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-feature-swaps'))
  // The feature's chunk loads on first use: give it time in a busy run.
  const drawn = () =>
    screen.queryByTestId('kit-swap') ?? screen.queryByTestId('kit-swap-unsupported')
  await waitFor(() => expect(drawn()).not.toBeNull(), { timeout: 5000 })
  return rendered
}

/** Picks `symbol` for a side of the swap through SwapSelectToken. */
export async function pickToken(side: 'from' | 'to', symbol: string) {
  fireEvent.click(await screen.findByTestId(`kit-swap-${side}`))
  const list = await screen.findByTestId('kit-swap-select-token')
  fireEvent.click(await within(list).findByText(symbol, { selector: '.kit-swap-token__symbol' }))
  await screen.findByTestId('kit-swap')
}
