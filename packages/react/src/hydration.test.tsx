import { mainnet } from '@kit/core/networks'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ConnectButton } from './components/buttons/ConnectButton.js'
import { createAppKit } from './createAppKit.js'

test('hydrates without a mismatch while the client state already moved on', async () => {
  const appKit = createAppKit({ networks: [mainnet], projectId: 'hydration', storage: null })
  const container = document.createElement('div')
  container.innerHTML = renderToString(<ConnectButton />)
  expect(container.textContent).toBe('Connect Wallet')
  // The client starts restoring a stored connection before React hydrates.
  appKit.kit.stores.connection.status = 'connecting'
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <ConnectButton />, { onRecoverableError: (error) => errors.push(error) })
  })
  expect(errors).toEqual([])
  expect(container.textContent).toBe('Connecting...')
  appKit.destroy()
})

test('hydrates the English the server drew, then shows the language asked for', async () => {
  const japanese = (await import('./i18n/loadLocale.js')).loadLocale('ja')
  const appKit = createAppKit({
    networks: [mainnet],
    projectId: 'hydration',
    storage: null,
    locale: 'ja',
  })
  const container = document.createElement('div')
  container.innerHTML = renderToString(<ConnectButton />)
  expect(container.textContent).toBe('Connect Wallet')
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <ConnectButton />, { onRecoverableError: (error) => errors.push(error) })
  })
  const text = (await japanese)['button.connect']
  await expect.poll(() => container.textContent).toBe(text)
  expect(errors).toEqual([])
  expect(container.querySelector('button')?.lang).toBe('ja')
  appKit.destroy()
})
