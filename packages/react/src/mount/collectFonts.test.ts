import { afterEach, describe, expect, it } from 'vitest'
import { collectFonts } from './collectFonts.js'

afterEach(() => {
  document.body.replaceChildren()
})

function render(html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

describe('collectFonts', () => {
  it('lists each font that text is drawn in once', () => {
    const container = render(`
      <h2 style="font: 600 16px Inter, sans-serif">Connect Wallet</h2>
      <ul>
        <li><span style="font: 500 14px Inter, sans-serif">MetaMask</span></li>
        <li><span style="font: 500 14px Inter, sans-serif">Rabby</span></li>
      </ul>`)
    expect(collectFonts(container)).toEqual([
      'normal 600 16px Inter, sans-serif',
      'normal 500 14px Inter, sans-serif',
    ])
  })

  it('skips elements without text of their own, and counts text fields', () => {
    const container = render(`
      <div style="font: 700 30px Serif"><span style="font: italic 400 12px Mono">a</span></div>
      <p style="font: 400 20px Sans">   </p>
      <input style="font: 400 13px Sans" placeholder="Search wallet">`)
    expect(collectFonts(container)).toEqual(['italic 400 12px Mono', 'normal 400 13px Sans'])
  })

  it('reads a subtree hidden with display: none', () => {
    const container = render(
      '<div style="display: none"><b style="font: 600 16px Inter">Hidden</b></div>',
    )
    expect(collectFonts(container)).toEqual(['normal 600 16px Inter'])
  })
})
