import type { CatalogueWallet, Kit } from '@kit/core'
import { fetchWallets } from '@kit/core/modules/actions/fetchWallets'
import { getConnectors } from '@kit/core/modules/actions/getConnectors'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { previewWalletSearch } from '@kit/core/modules/actions/previewWalletSearch'
import { searchWallets } from '@kit/core/modules/actions/searchWallets'
import { selectWallet } from '@kit/core/modules/actions/selectWallet'
import { walletImagePreloadCount } from '@kit/core/modules/utils/walletCatalogueLimits'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { useKitState } from '../../../utils/useKitState.js'
import { useImageOrigins } from '../../ImageOrigins/ImageOriginsContext.js'
import { LoadError } from '../../LoadError/LoadError.js'
import { Notice } from '../../Notice/Notice.js'
import { isSafeImageSrc } from '../../utils/isSafeImageSrc.js'
import { preloadImages } from '../../utils/preloadImages.js'
import { WalletGrid } from '../../WalletGrid/WalletGrid.js'
import { WalletSearch } from '../../WalletSearch/WalletSearch.js'
import allWalletsViewCss from './AllWalletsView.css?inline'

adoptStyles('modal/views/AllWalletsView/AllWalletsView.css', allWalletsViewCss)

/** Keystrokes are sent to the catalogue once typing pauses this long (ms). */
export const walletSearchDebounce = 150

/**
 * The whole wallet catalogue: a search field over a virtualised grid that loads 40 more wallets
 * whenever its end comes into view.
 */
export default function AllWalletsView({ kit }: { kit: Kit }) {
  const { all, search } = useKitState(kit, 'wallets')
  useKitState(kit, 'connectors')
  // The lists are stored unproxied and replaced whole, so the live arrays are the snapshot's.
  const allWallets = kit.stores.wallets.all.wallets
  const searchResults = kit.stores.wallets.search.wallets
  const origins = useImageOrigins()
  const { t } = useI18n()
  const [input, setInput] = useState('')
  const query = input.trim()
  const searching = query !== ''

  useEffect(() => {
    void fetchWallets(kit, { page: 1 })
  }, [kit])
  // Each keystroke restarts the wait; clearing drops the search (and aborts it) at once.
  useEffect(() => {
    if (query === '') {
      void searchWallets(kit, { query: '' })
      return
    }
    const timer = setTimeout(() => void searchWallets(kit, { query }), walletSearchDebounce)
    return () => clearTimeout(timer)
  }, [kit, query])
  useEffect(() => () => void searchWallets(kit, { query: '' }), [kit])

  const preloaded = useRef(false)
  useEffect(() => {
    if (preloaded.current || allWallets.length === 0) return
    preloaded.current = true
    preloadImages(
      allWallets
        .slice(0, walletImagePreloadCount)
        .map((wallet) => getWalletImageSrc(kit, { wallet }))
        .filter((src): src is string => isSafeImageSrc(src, origins)),
    )
  }, [kit, allWallets, origins])

  const connectors = getConnectors(kit)
  const installedRdns = useMemo(
    () => new Set(connectors.flatMap((c) => c.info?.rdns ?? [])),
    [connectors],
  )
  // Each catalogue image id's address is built once, not on every keystroke's render.
  const getImageSrc = useMemo(() => {
    const built = new Map<string, string | undefined>()
    return (wallet: CatalogueWallet) => {
      if (wallet.image_url || !wallet.image_id) return getWalletImageSrc(kit, { wallet })
      if (!built.has(wallet.image_id))
        built.set(wallet.image_id, getWalletImageSrc(kit, { wallet }))
      return built.get(wallet.image_id)
    }
  }, [kit])
  const select = useCallback((wallet: CatalogueWallet) => selectWallet(kit, { wallet }), [kit])
  const current = searching ? search : all
  const settled = !searching || (search.query === query && search.status !== 'loading')
  // While a new search runs, the last results stay until the new ones replace them.
  const wallets = searching ? (search.status === 'error' ? [] : searchResults) : allWallets
  const loading = searching
    ? wallets.length === 0 && search.status !== 'error' && !settled
    : all.status === 'loading' || (all.status === 'idle' && allWallets.length === 0)
  const empty = searching && settled && search.status === 'success' && wallets.length === 0
  // Entries already loaded are filtered on the keystroke itself, so results follow within a frame;
  // the debounced service search then completes them.
  const type = (value: string) => {
    setInput(value)
    previewWalletSearch(kit, { query: value })
  }
  const retry = () =>
    searching ? void searchWallets(kit, { query }) : void fetchWallets(kit, { page: all.page + 1 })

  return (
    <div className="kit-all-wallets">
      <WalletSearch value={input} onChange={type} />
      {empty ? (
        <Notice icon="search" title={t('search.emptyTitle')} text={t('search.emptyText')} />
      ) : (
        wallets.length + (loading ? 1 : 0) > 0 && (
          <WalletGrid
            wallets={wallets}
            scrollKey={query}
            getImageSrc={getImageSrc}
            installedRdns={installedRdns}
            loading={loading}
            hasMore={!searching && all.status !== 'error' && allWallets.length < all.count}
            onEndReached={() => void fetchWallets(kit, { page: all.page + 1 })}
            onSelect={select}
          />
        )
      )}
      {current.status === 'error' && settled && (
        <LoadError
          text={current.error ?? t('common.somethingWentWrong')}
          onRetry={retry}
          data-testid="kit-wallets-retry"
        />
      )}
    </div>
  )
}
