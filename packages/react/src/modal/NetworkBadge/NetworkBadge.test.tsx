import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkBadge } from './NetworkBadge.js'

afterEach(cleanup)

describe('NetworkBadge', () => {
  it('draws the network image when it has a safe one', () => {
    const { container } = render(
      <NetworkBadge
        network={{
          name: 'Base',
          caipNetworkId: 'eip155:8453',
          assets: { imageUrl: 'https://x.example/base.png' },
        }}
      />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://x.example/base.png')
  })

  it('otherwise draws the initial on a colour that is stable per chain', () => {
    const draw = (caipNetworkId: `${string}:${string}`) =>
      render(
        <NetworkBadge
          network={{ name: '\u202eoptimism', caipNetworkId, assets: { imageUrl: 'javascript:x' } }}
        />,
      ).container.firstElementChild as HTMLElement
    const a = draw('eip155:10')
    const b = draw('eip155:10')
    const c = draw('eip155:137')
    expect(a.textContent).toBe('O')
    expect(a.querySelector('img')).toBeNull()
    expect(a.style.backgroundColor).toBe(b.style.backgroundColor)
    expect(a.style.backgroundColor).not.toBe(c.style.backgroundColor)
  })
})
