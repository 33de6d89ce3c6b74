import { useMemo } from 'react'
import { encodeQr } from '../../qr/encodeQr.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Image } from '../primitives/Image/Image.js'
import qrCodeCss from './QrCode.css?inline'
import { qrGeometry, qrLogoMinVersion } from './qrGeometry.js'

adoptStyles('modal/QrCode/QrCode.css', qrCodeCss)

export type QrCodeProps = {
  /** The text to encode, e.g. a WalletConnect pairing URI. */
  value: string
  /** Width and height in pixels (the code shrinks with a narrower container). 280 by default. */
  size?: number
  /** The wallet or app icon drawn in the centre; untrusted, so only ever an `<img>`. */
  imageSrc?: string | null | undefined
  /** Alternative text of the centre icon; empty (decorative) by default. */
  imageAlt?: string
  /** What a screen reader says for the code. */
  label?: string
}

/**
 * A QR code as an SVG: round dots, rounded finder squares, dark on light whatever the theme (the
 * colour is `--w3m-qr-color`), a four-module quiet zone and, with `imageSrc`, the icon on a light
 * plate over a centre left free of dots. Encoded at level 'Q'; throws `QrDataTooLongError` for a
 * value longer than a version 40 code holds.
 */
export function QrCode({
  value,
  size = 280,
  imageSrc,
  imageAlt = '',
  label = 'QR code',
}: QrCodeProps) {
  const withLogo = Boolean(imageSrc)
  const { matrix, geometry } = useMemo(() => {
    const matrix = encodeQr(value, { ecc: 'Q', minVersion: withLogo ? qrLogoMinVersion : 1 })
    return { matrix, geometry: qrGeometry(matrix, withLogo) }
  }, [value, withLogo])
  const { extent, dots, finders } = geometry
  return (
    <div className="kit-qr">
      <svg
        className="kit-qr__svg"
        role="img"
        aria-label={label}
        data-testid="kit-qr-code"
        data-version={matrix.version}
        width={size}
        height={size}
        viewBox={`0 0 ${extent} ${extent}`}
        shapeRendering="geometricPrecision"
      >
        <g fill="currentColor">
          {finders.map(({ x, y }) => (
            <g key={`${x},${y}`} data-part="finder">
              <rect
                data-part="finder-ring"
                x={x + 0.5}
                y={y + 0.5}
                width={6}
                height={6}
                rx={1.75}
                fill="none"
                stroke="currentColor"
                strokeWidth={1}
              />
              <rect data-part="finder-eye" x={x + 2} y={y + 2} width={3} height={3} rx={0.875} />
            </g>
          ))}
          <path data-part="modules" d={dots} />
        </g>
      </svg>
      {imageSrc && (
        <div className="kit-qr__logo">
          <Image src={imageSrc} size="fill" alt={imageAlt} />
        </div>
      )}
    </div>
  )
}
