import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageOriginsProvider } from '../../ImageOrigins/ImageOriginsProvider.js'
import { createImageReveal } from './createImageReveal.js'
import { Image } from './Image.js'
import { ImageRevealContext } from './ImageRevealContext.js'

afterEach(cleanup)

describe('Image', () => {
  it('draws a safe source through <img>', () => {
    const { container } = render(<Image src="https://example.com/w.png" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/w.png')
    expect(container.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer')
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>window.__pwned=1</script>',
    '//evil.example/x.png',
    undefined,
  ])('shows the placeholder glyph instead of %j', (src) => {
    const { container } = render(<Image src={src} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-placeholder] .kit-icon')).not.toBeNull()
  })

  it('draws an SVG data URI only as an image, never as markup', () => {
    const svg =
      'data:image/svg+xml,<svg onload="window.__pwned=1"><script>window.__pwned=1</script></svg>'
    const { container } = render(<Image src={svg} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(svg)
    expect(container.querySelector('script')).toBeNull()
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  })

  it('falls back to the placeholder when the image fails to load', () => {
    const { container } = render(<Image src="https://example.com/broken.png" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-placeholder]')).not.toBeNull()
  })

  it('draws plain http images only from a trusted service origin', () => {
    const local = 'http://127.0.0.1:4010/getWalletImage/abc'
    const { container, rerender } = render(<Image src={local} />)
    expect(container.querySelector('img')).toBeNull()
    rerender(
      <ImageOriginsProvider origins={['http://127.0.0.1:4010']}>
        <Image src={local} />
      </ImageOriginsProvider>,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe(local)
    rerender(
      <ImageOriginsProvider origins={['http://127.0.0.1:4010']}>
        <Image src="http://127.0.0.1:4011/x.png" />
      </ImageOriginsProvider>,
    )
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('Image deferred', () => {
  it('draws the empty box first and the image from the next frame', async () => {
    const { container } = render(<Image src="https://example.com/w.png" deferred />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.kit-icon')).toBeNull()
    expect(container.querySelector('[data-waiting]')).not.toBeNull()
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/w.png')
    expect(container.querySelector('[data-waiting]')).toBeNull()
  })

  it('keeps a drawn image across redraws, and waits a frame again for a new address', async () => {
    const nextFrame = () =>
      act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    const { container, rerender } = render(<Image src="https://example.com/a.png" deferred />)
    await nextFrame()
    const drawn = container.querySelector('img')
    rerender(<Image src="https://example.com/a.png" deferred />)
    expect(container.querySelector('img')).toBe(drawn)
    rerender(<Image src="https://example.com/b.png" deferred />)
    expect(container.querySelector('img')).toBeNull()
    await nextFrame()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/b.png')
  })

  it('shows the placeholder glyph at once when there is nothing to wait for', () => {
    const { container } = render(<Image src="javascript:alert(1)" deferred />)
    expect(container.querySelector('[data-placeholder] .kit-icon')).not.toBeNull()
    expect(container.querySelector('[data-waiting]')).toBeNull()
  })

  it('inside a reveal context starts a few images a frame, and at once those that loaded before', async () => {
    const nextFrame = () =>
      act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    const pacing = createImageReveal({ perFrame: 2 })
    const sources = ['a', 'b', 'c'].map((name) => `https://example.com/${name}.svg`)
    const list = (shown: readonly string[]) => (
      <ImageRevealContext.Provider value={pacing}>
        {shown.map((src) => (
          <Image key={src} src={src} deferred />
        ))}
      </ImageRevealContext.Provider>
    )
    const { container, rerender } = render(list(sources))
    const drawn = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(drawn()).toEqual([])
    await nextFrame()
    expect(drawn()).toEqual(sources.slice(0, 2))
    await nextFrame()
    expect(drawn()).toEqual(sources)
    // The first loads; drawn again in a new list (a keystroke), it does not wait.
    fireEvent.load(container.querySelector('img')!)
    rerender(list([]))
    rerender(list(sources))
    expect(drawn()).toEqual(sources.slice(0, 1))
  })
})
