import type { CatalogueWallet } from '@kit/core'
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { createImageReveal } from '../primitives/Image/createImageReveal.js'
import { ImageRevealContext } from '../primitives/Image/ImageRevealContext.js'
import { Skeleton } from '../primitives/Skeleton/Skeleton.js'
import { nextGridIndex } from '../utils/nextGridIndex.js'
import { useStableHandler } from '../utils/useStableHandler.js'
import { useVirtualRows } from '../utils/useVirtualRows.js'
import { WalletTile } from '../WalletTile/WalletTile.js'
import walletGridCss from './WalletGrid.css?inline'

adoptStyles('modal/WalletGrid/WalletGrid.css', walletGridCss)

/** Tiles per row. */
export const walletGridColumns = 4
/** One row of tiles, gap included (px). */
export const walletGridRowHeight = 104
/** Tile icons started per frame: one row. */
const iconsPerFrame = walletGridColumns

export type WalletGridProps = {
  wallets: readonly CatalogueWallet[]
  getImageSrc: (wallet: CatalogueWallet) => string | undefined
  /** rdns of the installed extensions. */
  installedRdns: ReadonlySet<string>
  /** Draws skeleton tiles after the wallets. */
  loading: boolean
  /** More can be loaded (and the last attempt did not fail). */
  hasMore: boolean
  /** The end of the list came within two rows of the viewport. */
  onEndReached: () => void
  onSelect: (wallet: CatalogueWallet) => void
  /**
   * Identifies the list shown (the search query, or empty for the whole catalogue): when it
   * changes the grid scrolls back to the top before painting, so new results are drawn from their
   * first row in one pass rather than at the offset of the list before and again after the
   * browser clamps the scroll.
   */
  scrollKey?: string
}

/**
 * The AllWallets grid, four tiles a row, virtualised: only the rows in view (plus two each side)
 * are in the DOM. Arrow keys, Home and End move a roving tab stop; Enter selects.
 */
const mirroredArrows: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }

export function WalletGrid({
  wallets,
  getImageSrc,
  installedRdns,
  loading,
  hasMore,
  onEndReached,
  onSelect,
  scrollKey = '',
}: WalletGridProps) {
  const [active, setActive] = useState(0)
  const [imageReveal] = useState(() => createImageReveal({ perFrame: iconsPerFrame }))
  const { t, dir } = useI18n()
  const current = Math.min(active, Math.max(0, wallets.length - 1))
  const skeletons = loading ? walletGridColumns * (wallets.length === 0 ? 3 : 2) : 0
  const cells = wallets.length + skeletons
  const rowCount = Math.ceil(cells / walletGridColumns)
  // A new list (a keystroke) draws only the rows in view; the two rows each side that make
  // scrolling seamless follow a frame later, so the results the visitor sees paint first.
  const [overscanKey, setOverscanKey] = useState(scrollKey)
  useEffect(() => {
    if (overscanKey === scrollKey) return
    const frame = requestAnimationFrame(() => setOverscanKey(scrollKey))
    return () => cancelAnimationFrame(frame)
  }, [overscanKey, scrollKey])
  const virtual = useVirtualRows({
    count: rowCount,
    rowHeight: walletGridRowHeight,
    overscan: overscanKey === scrollKey ? 2 : 0,
    pinned: wallets.length > 0 ? Math.floor(current / walletGridColumns) : undefined,
    fallbackHeight: 424,
    resetKey: scrollKey,
  })
  const gridRef = useRef<HTMLDivElement>(null)
  const focusRequest = useRef<number | undefined>(undefined)
  const endReached = useStableHandler(onEndReached)
  const nearEnd = virtual.visibleEnd >= rowCount - 2
  useEffect(() => {
    if (hasMore && !loading && nearEnd) endReached()
  }, [hasMore, loading, nearEnd, endReached])
  useLayoutEffect(() => {
    const target = focusRequest.current
    if (target === undefined) return
    focusRequest.current = undefined
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-index="${target}"]`)
      ?.focus({ preventScroll: true })
  })
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const wallet = wallets[index]
    if (event.key === 'Enter' && wallet) {
      // Handled here so a held Enter does not also click through the native activation.
      event.preventDefault()
      onSelect(wallet)
      return
    }
    // Right to left, the next tile is on the left: the arrows follow the reading order.
    const key = dir === 'rtl' ? (mirroredArrows[event.key] ?? event.key) : event.key
    const next = nextGridIndex(key, index, wallets.length, walletGridColumns)
    if (next === undefined) return
    event.preventDefault()
    focusRequest.current = next
    setActive(next)
    virtual.scrollToRow(Math.floor(next / walletGridColumns))
  }
  // One handler for the grid's lifetime, so a memoised tile is not redrawn for a new closure.
  const onKeyDown = useStableHandler(handleKeyDown)
  // Stable, or React would detach and attach it at every render: two state updates in
  // useVirtualRows and a second, synchronous render of the grid for each keystroke.
  const attachVirtualRows = virtual.ref
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      gridRef.current = element
      attachVirtualRows(element)
    },
    [attachVirtualRows],
  )
  const items = virtual.rows.flatMap((row) =>
    Array.from({ length: walletGridColumns }, (_, column) => row * walletGridColumns + column),
  )
  return (
    <div
      ref={setRefs}
      className="kit-wallet-grid"
      aria-busy={loading || undefined}
      data-testid="kit-all-wallets-grid"
    >
      <ImageRevealContext.Provider value={imageReveal}>
        <ul
          className="kit-wallet-grid__list"
          aria-label={t('wallet.list')}
          style={{ height: virtual.totalHeight }}
        >
          {items.map((index) => {
            const wallet = wallets[index]
            if (!wallet && index >= cells) return null
            const position = {
              className: 'kit-wallet-grid__item',
              'data-column': index % walletGridColumns,
              style: { top: Math.floor(index / walletGridColumns) * walletGridRowHeight },
            }
            return wallet ? (
              // Keyed by place: a keystroke's results reuse the tiles in view and change what
              // differs (the memoised tile compares its wallet by content; the icon's <img> is
              // keyed by its address), instead of unmounting them and building new ones.
              <li key={index} {...position} aria-setsize={wallets.length} aria-posinset={index + 1}>
                <WalletTile
                  wallet={wallet}
                  index={index}
                  imageSrc={getImageSrc(wallet)}
                  installed={wallet.rdns !== null && installedRdns.has(wallet.rdns)}
                  tabbable={index === current}
                  onSelect={onSelect}
                  onKeyDown={onKeyDown}
                  onFocus={setActive}
                />
              </li>
            ) : (
              <li key={`skeleton-${index}`} {...position} aria-hidden="true">
                <span
                  className="kit-wallet-tile kit-wallet-tile--skeleton"
                  data-testid="kit-wallet-skeleton"
                >
                  <Skeleton width={56} height={56} />
                  <Skeleton width={48} height={10} />
                </span>
              </li>
            )
          })}
        </ul>
      </ImageRevealContext.Provider>
    </div>
  )
}
