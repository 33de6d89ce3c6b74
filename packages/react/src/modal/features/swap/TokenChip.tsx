import type { SwapTokenOption } from '@kit/core/modules/features/swap/swapTokens'
import { Icon } from '../../primitives/Icon/Icon.js'
import { Image } from '../../primitives/Image/Image.js'
import { displayName } from '../../utils/displayName.js'

export type TokenChipProps = {
  token: Readonly<SwapTokenOption> | undefined
  /** What the chip says without a token. */
  placeholder: string
  /** The accessible name: which side's token the chip changes. */
  label: string
  onClick: () => void
  'data-testid'?: string
}

/** The token of one side of the swap: its logo and symbol; opens the token picker. */
export function TokenChip({ token, placeholder, label, onClick, ...props }: TokenChipProps) {
  return (
    <button
      type="button"
      className={`kit-swap-chip${token ? '' : ' kit-swap-chip--empty'}`}
      aria-label={token ? `${label}: ${displayName(token.symbol, '', 12)}` : label}
      data-symbol={token?.symbol}
      onClick={onClick}
      {...props}
    >
      {token && (
        <span className="kit-swap-chip__logo">
          <Image src={token.logoUri} size="fill" shape="round" fallback="coins" />
        </span>
      )}
      <bdi className="kit-swap-chip__symbol">
        {token ? displayName(token.symbol, '', 12) : placeholder}
      </bdi>
      <Icon name="chevronRight" size={16} />
    </button>
  )
}
