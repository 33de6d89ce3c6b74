import { applyStyles, createElement } from './createElement.js'
import { panelStyles } from './panelStyles.js'

export type CreatePanelFrameParameters = {
  name: string
  /** Prefix of the panel's test ids: `devwallet`, `devwallet-solana`, … */
  testIdPrefix: string
  /** What sits below the title row; Hide folds it away. */
  body: readonly Node[]
}

export type PanelFrame = {
  root: HTMLElement
  /** How many requests wait now: one more than before unfolds the card, so none waits unseen. */
  countRequests: (pending: number) => void
}

/**
 * A dev wallet's card: the title row, with a Hide / Show button, above the body. Folded, the card
 * is its title row alone, so on a small screen it stops covering the dapp and the modal's bottom
 * sheet. The button's name is its text alone (the card is named after the wallet): a page's
 * `getByRole('button', { name: 'Kit Dev Wallet' })` still finds only the modal's wallet row.
 */
export function createPanelFrame({
  name,
  testIdPrefix,
  body,
}: CreatePanelFrameParameters): PanelFrame {
  const bodyId = `${testIdPrefix}-panel-body`
  const content = createElement(
    'div',
    { styles: panelStyles.body, attributes: { id: bodyId } },
    body,
  )
  const toggle = createElement('button', {
    testId: `${testIdPrefix}-toggle`,
    styles: panelStyles.button,
    attributes: { type: 'button', 'aria-controls': bodyId },
  })
  const root = createElement(
    'section',
    {
      testId: `${testIdPrefix}-panel`,
      styles: panelStyles.card,
      attributes: { 'aria-label': name },
    },
    [
      createElement('div', { styles: panelStyles.row }, [
        createElement('h2', { text: name, styles: panelStyles.title }),
        createElement('span', { styles: panelStyles.titleEnd }, [
          createElement('span', { text: 'local key', styles: panelStyles.muted }),
          toggle,
        ]),
      ]),
      content,
    ],
  )
  const setFolded = (folded: boolean) => {
    content.hidden = folded
    // The inline `display: flex` would outweigh the `hidden` attribute's own style.
    content.style.setProperty('display', folded ? 'none' : panelStyles.body.display)
    applyStyles(root, { width: folded ? panelStyles.folded.width : panelStyles.card.width })
    toggle.textContent = folded ? 'Show' : 'Hide'
    toggle.setAttribute('aria-expanded', String(!folded))
  }
  setFolded(false)
  toggle.addEventListener('click', () => setFolded(!content.hidden))
  let waiting = 0
  const countRequests = (pending: number) => {
    if (pending > waiting) setFolded(false)
    waiting = pending
  }
  return { root, countRequests }
}
