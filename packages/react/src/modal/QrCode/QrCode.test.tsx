import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { encodeQr } from '../../qr/encodeQr.js'
import { decodeModules } from '../../qr/test/decodeModules.js'
import { QrCode } from './QrCode.js'
import { qrLogoMinVersion } from './qrGeometry.js'
import { readQrSvg } from './test/readQrSvg.js'

afterEach(cleanup)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000&methods=wc_sessionPropose'
const httpsIcon = 'https://images.example/walletconnect.png'
const svgIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script><circle r="4"/></svg>',
)}`

function qrSvg(): SVGSVGElement {
  return screen.getByTestId('kit-qr-code') as unknown as SVGSVGElement
}

/** The square of light modules around the centre, as a half-width (−1 when the centre is dark). */
function lightCentre(grid: { size: number; isDark: (r: number, c: number) => boolean }): number {
  const centre = (grid.size - 1) / 2
  let half = -1
  for (let h = 0; h < centre; h++) {
    for (let i = -h; i <= h; i++) {
      for (const [r, c] of [
        [centre - h, centre + i],
        [centre + h, centre + i],
        [centre + i, centre - h],
        [centre + i, centre + h],
      ] as const) {
        if (grid.isDark(r, c)) return half
      }
    }
    half = h
  }
  return half
}

describe('QrCode', () => {
  it('draws the URI as an accessible SVG that scans', () => {
    render(<QrCode value={uri} label="Scan with your phone" />)
    const svg = qrSvg()
    const matrix = encodeQr(uri)
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Scan with your phone')
    expect(svg.getAttribute('data-version')).toBe(String(matrix.version))
    expect(svg.getAttribute('width')).toBe('280')
    expect(svg.getAttribute('height')).toBe('280')
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${matrix.size + 8} ${matrix.size + 8}`)
    const drawn = readQrSvg(svg)
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        expect(drawn.isDark(row, col), `${row},${col}`).toBe(matrix.isDark(row, col))
      }
    }
    expect(svg.querySelectorAll('[data-part="finder-ring"]')).toHaveLength(3)
    expect(svg.querySelectorAll('[data-part="finder-eye"]')).toHaveLength(3)
    expect(decodeModules(drawn)?.text).toBe(uri)
    expect(document.querySelector('img')).toBeNull()
  })

  it('puts the icon over an excavated centre and still scans', () => {
    render(
      <QrCode value={uri} size={320} imageSrc={httpsIcon} imageAlt="WalletConnect" label="QR" />,
    )
    const svg = qrSvg()
    const drawn = readQrSvg(svg)
    const matrix = encodeQr(uri)
    expect(drawn.size).toBe(matrix.size)
    const half = lightCentre(drawn)
    expect(half).toBeGreaterThan(lightCentre(matrix))
    // The hole is under 20 % of the width, quiet zone included.
    expect((2 * half + 1) / (drawn.size + 8)).toBeLessThan(0.2)
    const centre = (matrix.size - 1) / 2
    let removed = 0
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        if (drawn.isDark(row, col) === matrix.isDark(row, col)) continue
        removed++
        expect(drawn.isDark(row, col), `${row},${col}`).toBe(false)
        expect(Math.max(Math.abs(row - centre), Math.abs(col - centre))).toBeLessThanOrEqual(half)
      }
    }
    expect(removed).toBeGreaterThan(0)
    expect(decodeModules(drawn)?.text).toBe(uri)

    const images = document.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('src')).toBe(httpsIcon)
    expect(images[0]!.getAttribute('alt')).toBe('WalletConnect')
    expect(images[0]!.closest('svg')).toBeNull()
    expect(svg.getAttribute('aria-label')).toBe('QR')
    expect(svg.getAttribute('width')).toBe('320')
  })

  it('shows a data-URI SVG icon only through <img>', () => {
    const { container } = render(<QrCode value={uri} imageSrc={svgIcon} />)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('src')).toBe(svgIcon)
    expect(images[0]!.getAttribute('alt')).toBe('')
    expect(container.querySelector('script, image, foreignObject, circle[r="4"]')).toBeNull()
    expect(container.innerHTML).not.toContain('<script')
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  })

  it('refuses an unsafe icon address and keeps the plate', () => {
    const { container } = render(<QrCode value={uri} imageSrc="javascript:alert(1)" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.kit-qr__logo')).not.toBeNull()
    expect(decodeModules(readQrSvg(qrSvg()))?.text).toBe(uri)
  })

  it('leaves room for the icon in a short value', () => {
    render(<QrCode value="k" imageSrc={httpsIcon} />)
    const drawn = readQrSvg(qrSvg())
    expect(Number(qrSvg().getAttribute('data-version'))).toBe(qrLogoMinVersion)
    expect(decodeModules(drawn)?.text).toBe('k')
  })

  it('uses no style attributes and follows the value', () => {
    const { container, rerender } = render(<QrCode value="first" imageSrc={httpsIcon} />)
    expect(container.querySelector('[style]')).toBeNull()
    rerender(<QrCode value={uri} imageSrc={httpsIcon} />)
    expect(container.querySelector('[style]')).toBeNull()
    expect(decodeModules(readQrSvg(qrSvg()))?.text).toBe(uri)
  })
})
