import { mainnet } from '@kit/core/networks'
import { act } from 'react'
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
