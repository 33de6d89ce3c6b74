import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageOriginsProvider } from '../ImageOrigins/ImageOriginsProvider.js'
import { NetworkBadge } from './NetworkBadge.js'

afterEach(cleanup)

describe('NetworkBadge', () => {
  it('draws the network image when it has a safe one', () => {
    const { container } = render(
      <NetworkBadge
        network={{ name: 'Base', caipNetworkId: 'eip155:8453' }}
        src="https://x.example/base.png"
      />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://x.example/base.png')
  })

  it("item 17c: draws a plain-http image from the kit's own service, the initial once it fails", () => {
    const src = 'http://127.0.0.1:8600/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900'
    const { container } = render(
      <ImageOriginsProvider origins={['http://127.0.0.1:8600']}>
        <NetworkBadge network={{ name: 'Ethereum', caipNetworkId: 'eip155:1' }} src={src} />
      </ImageOriginsProvider>,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(src)
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('E')
  })

  it('otherwise draws the initial on a colour that is stable per chain', () => {
    const draw = (caipNetworkId: `${string}:${string}`) =>
      render(
        <NetworkBadge
          network={{ name: '\u202eoptimism', caipNetworkId }}
          src={caipNetworkId === 'eip155:137' ? undefined : 'javascript:x'}
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
