import type { Kit } from '@kit/core'
import { fetchNfts } from '@kit/core/modules/actions/fetchNfts'
import { useEffect } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { LoadError } from '../LoadError/LoadError.js'
import { Notice } from '../Notice/Notice.js'
import { Image } from '../primitives/Image/Image.js'
import { Skeleton } from '../primitives/Skeleton/Skeleton.js'
import { displayName } from '../utils/displayName.js'
import { useActiveChain } from '../utils/useActiveChain.js'
import nftGridCss from './NftGrid.css?inline'

adoptStyles('modal/NftGrid/NftGrid.css', nftGridCss)

/** The NFTs the account holds on the active network, three a row; loaded when shown. */
export function NftGrid({ kit }: { kit: Kit }) {
  const chain = useActiveChain(kit)
  const address = chain?.account.address
  const { t } = useI18n()
  const network = chain?.network.caipNetwork?.caipNetworkId
  useEffect(() => {
    if (address && network) void fetchNfts(kit)
  }, [kit, address, network])
  const nfts = chain?.account.nfts
  if (!nfts) return null
  if (nfts.status === 'unsupported')
    return (
      <Notice icon="image" title={t('nfts.unsupportedTitle')} text={t('nfts.unsupportedText')} />
    )
  if (nfts.items.length === 0) {
    if (nfts.status === 'error')
      return (
        <LoadError
          text={t('nfts.unavailable')}
          onRetry={() => void fetchNfts(kit)}
          data-testid="kit-nfts-retry"
        />
      )
    if (nfts.status === 'success')
      return <Notice icon="image" title={t('nfts.emptyTitle')} text={t('nfts.emptyText')} />
    return (
      <div className="kit-nft-grid" aria-busy="true">
        <span className="kit-sr-only">{t('modal.loading')}</span>
        {[0, 1, 2, 3, 4, 5].map((tile) => (
          <div key={tile} className="kit-nft-tile" data-testid="kit-nft-skeleton">
            <span className="kit-skeleton kit-nft-tile__placeholder" aria-hidden="true" />
            <Skeleton width="70%" height={12} />
          </div>
        ))}
      </div>
    )
  }
  return (
    <div className="kit-nft-grid">
      {nfts.items.map((nft) => {
        const name = displayName(nft.name, displayName(nft.symbol, 'NFT'), 40)
        const tokenId = displayName(nft.tokenId, '', 80)
        return (
          <div
            key={nft.id}
            className="kit-nft-tile"
            data-testid="kit-nft-tile"
            data-nft-id={nft.id}
          >
            <Image src={nft.imageUrl} size="fill" fallback="image" />
            <span className="kit-nft-tile__name" title={`${name} #${tokenId}`}>
              <bdi>{name}</bdi> #{tokenId}
            </span>
          </div>
        )
      })}
    </div>
  )
}
