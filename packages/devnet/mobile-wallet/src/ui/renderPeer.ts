import { el } from './el.js'
import { isDisplayableIconUrl } from './isDisplayableIconUrl.js'

export type PeerView = {
  name: string
  url: string
  icons: readonly unknown[]
}

/**
 * A dapp's icon, name and URL. Names and URLs are text; the icon is an `<img>` only for an
 * allowed URL, otherwise the name's first letter.
 */
export function renderPeer({ name, url, icons }: PeerView, pageOrigin: string): HTMLElement {
  const icon = icons.find((candidate) => isDisplayableIconUrl(candidate, pageOrigin))
  const label = name.trim() || 'Unnamed dapp'
  const picture =
    icon === undefined
      ? el('span', {
          className: 'peer-icon placeholder',
          text: label.charAt(0).toUpperCase(),
          attributes: { 'aria-hidden': 'true' },
        })
      : el('img', {
          className: 'peer-icon',
          attributes: {
            src: icon,
            alt: '',
            width: '40',
            height: '40',
            referrerpolicy: 'no-referrer',
          },
        })
  return el('div', { className: 'peer' }, [
    picture,
    el('div', { className: 'peer-text' }, [
      el('div', { className: 'peer-name', testId: 'mw-peer-name', text: label }),
      el('div', { className: 'peer-url', text: url, attributes: { dir: 'auto' } }),
    ]),
  ])
}
