import { useState } from 'react'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { avatarBackground } from '../../utils/avatarColors.js'
import { useImageOrigins } from '../ImageOrigins/ImageOriginsContext.js'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.js'
import avatarCss from './Avatar.css?inline'

adoptStyles('modal/Avatar/Avatar.css', avatarCss)

export type AvatarProps = { address: string; image?: string | null | undefined }

/** The account's profile image, or a gradient that is the same for the same address. */
export function Avatar({ address, image }: AvatarProps) {
  const [failed, setFailed] = useState<string>()
  const origins = useImageOrigins()
  const src = isSafeImageSrc(image, origins) && failed !== image ? image : undefined
  return (
    <span
      className="kit-avatar"
      style={{ backgroundImage: avatarBackground(address) }}
      aria-hidden="true"
    >
      {src && (
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          draggable={false}
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  )
}
