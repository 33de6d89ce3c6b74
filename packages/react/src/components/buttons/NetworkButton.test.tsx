import { mainnet, optimism } from '@kit/core/networks'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../../createAppKit.js'
import { NetworkButton } from './NetworkButton.js'

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

function renderButton(explorer = 'http://127.0.0.1:8600') {
  const appKit = createAppKit({
    networks: [mainnet, optimism],
    projectId: 'button',
    storage: null,
    serviceUrls: { explorer },
  })
  appKits.push(appKit)
  render(
    <AppKitProvider appKit={appKit}>
      <NetworkButton />
    </AppKitProvider>,
  )
  return screen.getByTestId('kit-network-button')
}

describe('NetworkButton', () => {
  it("item 17c: draws the active network's image from the local catalogue", async () => {
    const button = renderButton()
    // The image address is built by code loaded after first paint; the initial shows until then.
    expect(button.querySelector('.kit-button__network-dot')?.textContent).toBe('E')
    // The modal's code is imported (and, in the test, transformed) first: slow on a busy machine.
    const img = await waitFor(
      () => {
        const found = button.querySelector('img')
        expect(found).not.toBeNull()
        return found
      },
      { timeout: 5000 },
    )
    expect(img?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:8600\/public\/getAssetImage\/ba0ba0cd-17c6-4806-ad93-f9d174f17900\?/,
    )
    expect(img?.getAttribute('alt')).toBe('')
    expect(button.textContent).toBe('Ethereum')
  })

  it('item 17c: falls back to the initial when the image fails to load', async () => {
    const button = renderButton()
    // The modal's code is imported (and, in the test, transformed) first: slow on a busy machine.
    const img = await waitFor(
      () => {
        const found = button.querySelector('img')
        expect(found).not.toBeNull()
        return found
      },
      { timeout: 5000 },
    )
    fireEvent.error(img!)
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('.kit-button__network-dot')?.textContent).toBe('E')
  })
})
