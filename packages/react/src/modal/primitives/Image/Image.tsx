import { useContext, useEffect, useState } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { useImageOrigins } from '../../ImageOrigins/ImageOriginsContext.js'
import type { IconName } from '../../icons/iconPaths.js'
import { isSafeImageSrc } from '../../utils/isSafeImageSrc.js'
import { Icon } from '../Icon/Icon.js'
import imageCss from './Image.css?inline'
import { ImageRevealContext } from './ImageRevealContext.js'

adoptStyles('modal/primitives/Image/Image.css', imageCss)

export type ImageProps = {
  src: string | null | undefined
  /** Pixels, or `fill` to take the (square) box the parent gives it. */
  size?: 40 | 64 | 80 | 'fill'
  shape?: 'rounded' | 'round'
  /** The neutral glyph drawn when there is no image, an unsafe one, or one that fails to load. */
  fallback?: IconName
  /** Empty by default: the name is always written next to the image. */
  alt?: string
  /**
   * `lazy` in long, fast-changing lists (the catalogue grid): the browser loads and decodes the
   * image after laying the list out, so a keystroke's results paint first.
   */
  loading?: 'lazy' | 'eager'
  /**
   * Draws the empty box in the first frame and the image from a later one (the catalogue grid): a
   * keystroke's new tiles paint without first starting a request for each of their images. Inside
   * an `ImageRevealContext` the images start a few a frame; one that loaded before draws at once.
   */
  deferred?: boolean
}

/**
 * An untrusted image (wallet icon, profile picture), only ever through `<img>` so SVG scripts
 * never run, and only from `https:` or `data:image/` sources, or the kit's own service origins
 * (`ImageOriginsProvider`).
 */
export function Image({
  src,
  size = 40,
  shape = 'rounded',
  fallback = 'wallet',
  alt = '',
  loading,
  deferred = false,
}: ImageProps) {
  const origins = useImageOrigins()
  const safe = isSafeImageSrc(src, origins) ? src : undefined
  const [failed, setFailed] = useState<string>()
  const [revealed, setRevealed] = useState<string>()
  const pacing = useContext(ImageRevealContext)
  const waiting =
    deferred && safe !== undefined && revealed !== safe && !(pacing?.has(safe) ?? false)
  useEffect(() => {
    if (!waiting) return
    if (pacing) return pacing.schedule(() => setRevealed(safe))
    const frame = requestAnimationFrame(() => setRevealed(safe))
    return () => cancelAnimationFrame(frame)
  }, [waiting, safe, pacing])
  const show = safe !== undefined && failed !== safe
  return (
    <span
      className={`kit-image kit-image--${size} kit-image--${shape}`}
      data-placeholder={!show || undefined}
      data-waiting={waiting || undefined}
    >
      {waiting ? null : show ? (
        <img
          // A new address gets a new element: a reused one keeps drawing the old image until
          // the new one has loaded, beside a name it no longer belongs to.
          key={safe}
          src={safe}
          alt={alt}
          width={size === 'fill' ? undefined : size}
          height={size === 'fill' ? undefined : size}
          draggable={false}
          decoding="async"
          loading={loading}
          referrerPolicy="no-referrer"
          onLoad={pacing ? () => pacing.loaded(safe) : undefined}
          onError={() => setFailed(safe)}
        />
      ) : (
        <Icon name={fallback} size={size === 40 ? 20 : 28} />
      )}
    </span>
  )
}
