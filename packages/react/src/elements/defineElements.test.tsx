import { mainnet } from '@kit/core/networks'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'

const appKits: AppKit[] = []
afterEach(() => {
  document.body.replaceChildren()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

describe('the button elements', () => {
  it.each([
    ['appkit-button', 'kit-connect-button'],
    ['w3m-button', 'kit-connect-button'],
    ['w3m-connect-button', 'kit-connect-button'],
    ['w3m-network-button', 'kit-network-button'],
  ])('<%s> draws the React button', async (tag, testId) => {
    appKits.push(createAppKit({ networks: [mainnet], projectId: 'elements', storage: null }))
    const element = document.createElement(tag)
    element.setAttribute('label', 'Sign in')
    document.body.append(element)
    await waitFor(() => expect(element.querySelector(`[data-testid="${testId}"]`)).not.toBeNull())
    if (testId === 'kit-connect-button') expect(element.textContent).toBe('Sign in')
  })

  it('passes loadinglabel as loadingLabel and disabled as a boolean', async () => {
    const appKit = createAppKit({ networks: [mainnet], projectId: 'elements', storage: null })
    appKits.push(appKit)
    const element = document.createElement('appkit-connect-button')
    element.setAttribute('loadinglabel', 'One moment')
    element.setAttribute('disabled', '')
    document.body.append(element)
    await waitFor(() => expect(element.querySelector('button')).not.toBeNull())
    expect(element.querySelector('button')?.disabled).toBe(true)
    appKit.kit.stores.connection.status = 'connecting'
    await waitFor(() => expect(element.textContent).toBe('One moment'))
  })

  it('registers both names of each element', () => {
    appKits.push(createAppKit({ networks: [mainnet], projectId: 'elements', storage: null }))
    for (const name of ['button', 'connect-button', 'account-button', 'network-button']) {
      expect(customElements.get(`appkit-${name}`)).toBeDefined()
      expect(customElements.get(`w3m-${name}`)).toBeDefined()
    }
  })
})
