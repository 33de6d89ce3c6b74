// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { renderPeer } from './renderPeer.js'

const origin = 'http://127.0.0.1:8792'

test('renders names and URLs as text, never as markup', () => {
  const element = renderPeer(
    { name: '<img src=x onerror=alert(1)>', url: 'http://127.0.0.1:5173/<b>', icons: [] },
    origin,
  )
  expect(element.querySelectorAll('img')).toHaveLength(0)
  expect(element.querySelector('[data-testid="mw-peer-name"]')?.textContent).toBe(
    '<img src=x onerror=alert(1)>',
  )
  expect(element.textContent).toContain('http://127.0.0.1:5173/<b>')
})

test('shows the first allowed icon in an img, and a letter otherwise', () => {
  const withIcon = renderPeer(
    {
      name: 'Kit Demo',
      url: 'http://127.0.0.1:5173',
      icons: ['https://example.org/a.png', 'javascript:alert(1)', 'http://127.0.0.1:5173/icon.svg'],
    },
    origin,
  )
  const images = withIcon.querySelectorAll('img')
  expect(images).toHaveLength(1)
  expect(images[0]?.getAttribute('src')).toBe('http://127.0.0.1:5173/icon.svg')

  const remoteOnly = renderPeer(
    { name: ' kit ', url: 'https://kit.example', icons: ['https://example.org/a.png'] },
    origin,
  )
  expect(remoteOnly.querySelectorAll('img')).toHaveLength(0)
  expect(remoteOnly.querySelector('.placeholder')?.textContent).toBe('K')
  expect(renderPeer({ name: '', url: '', icons: [] }, origin).textContent).toContain('Unnamed dapp')
})
