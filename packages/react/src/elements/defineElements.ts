import { type ComponentType, createElement } from 'react'
import type { Root } from 'react-dom/client'
import { createRoot } from 'react-dom/client'
import { AccountButton } from '../components/buttons/AccountButton.js'
import { AppKitButton } from '../components/buttons/AppKitButton.js'
import { ConnectButton } from '../components/buttons/ConnectButton.js'
import { NetworkButton } from '../components/buttons/NetworkButton.js'

const elements: [string, ComponentType<Record<string, unknown>>, string[]][] = [
  [
    'appkit-button',
    AppKitButton as ComponentType<Record<string, unknown>>,
    ['size', 'label', 'loadinglabel', 'disabled', 'balance', 'namespace'],
  ],
  [
    'appkit-connect-button',
    ConnectButton as ComponentType<Record<string, unknown>>,
    ['size', 'label', 'loadinglabel', 'disabled', 'namespace'],
  ],
  [
    'appkit-account-button',
    AccountButton as ComponentType<Record<string, unknown>>,
    ['disabled', 'balance', 'namespace'],
  ],
  [
    'appkit-network-button',
    NetworkButton as ComponentType<Record<string, unknown>>,
    ['disabled', 'namespace'],
  ],
]

/**
 * Registers the `appkit-*` button elements and their older `w3m-*` names (once per page), drawn by
 * the React buttons.
 */
export function defineElements(): void {
  if (typeof customElements === 'undefined') return
  for (const [tag, component, attributes] of elements)
    for (const name of [tag, tag.replace('appkit', 'w3m')])
      if (!customElements.get(name))
        customElements.define(name, createButtonElement(component, attributes))
}

function createButtonElement(
  component: ComponentType<Record<string, unknown>>,
  attributes: string[],
) {
  return class extends HTMLElement {
    static observedAttributes = attributes
    #root: Root | undefined

    connectedCallback() {
      this.#root ??= createRoot(this)
      this.#render()
    }

    disconnectedCallback() {
      // Unmount after the current task: React warns when a root unmounts during a render.
      const root = this.#root
      this.#root = undefined
      queueMicrotask(() => root?.unmount())
    }

    attributeChangedCallback() {
      this.#render()
    }

    #render() {
      if (!this.#root) return
      const props: Record<string, unknown> = {}
      for (const name of attributes) {
        const value = this.getAttribute(name)
        if (value === null) continue
        // Attributes are lower-case; `loadingLabel` is the one prop name with a capital.
        props[name === 'loadinglabel' ? 'loadingLabel' : name] =
          name === 'disabled' ? value !== 'false' : value
      }
      this.#root.render(createElement(component, props))
    }
  }
}
