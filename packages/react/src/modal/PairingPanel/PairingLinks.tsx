import type { CatalogueWallet, Kit } from '@kit/core'
import { openPairingLink } from '@kit/core/modules/actions/openPairingLink'
import { showToast } from '@kit/core/modules/actions/toast'
import { getWalletLinks } from '@kit/core/modules/utils/pairing/walletLinks'
import { useEffect, useRef } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import type { MessageKey } from '../../i18n/types.js'
import type { IconName } from '../icons/iconPaths.js'
import { Button } from '../primitives/Button/Button.js'

export type PairingLinksProps = {
  kit: Kit
  wallet: CatalogueWallet
  uri: string
  mobile: boolean
}

type LinkKind = 'mobile' | 'desktop' | 'web'

const labels: Record<LinkKind, { text: MessageKey; icon: IconName }> = {
  mobile: { text: 'pairing.openApp', icon: 'phone' },
  desktop: { text: 'pairing.openDesktopApp', icon: 'desktop' },
  web: { text: 'pairing.openWebApp', icon: 'globe' },
}

/**
 * The chosen wallet's own ways in, each carrying the pairing URI: its app on mobile (opened at
 * once, once per URI), its desktop app and its web app elsewhere. Only links that pass the
 * allowlist are offered (SECURITY B12); they open without opener or Referer (S21).
 */
export function PairingLinks({ kit, wallet, uri, mobile }: PairingLinksProps) {
  const links = getWalletLinks(wallet, uri)
  const { t } = useI18n()
  const kinds: LinkKind[] = mobile ? ['mobile', 'web'] : ['desktop', 'web']
  const offered = kinds.filter((kind) => links[kind] !== undefined)
  const open = (kind: LinkKind) => {
    const href = links[kind]
    if (!href) return
    try {
      // An app scheme replaces the page on mobile (a new tab would stay blank behind the app).
      const target = kind === 'mobile' && !href.startsWith('https:') ? '_self' : '_blank'
      openPairingLink(kit, { name: wallet.name, href, target })
    } catch {
      showToast(kit, { message: t('toast.linkNotOpened'), variant: 'error' })
    }
  }
  const opened = useRef<string | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per URI on purpose
  useEffect(() => {
    if (!mobile || !links.mobile || opened.current === uri) return
    opened.current = uri
    open('mobile')
  }, [mobile, uri])
  if (offered.length === 0) return null
  return (
    <div className="kit-pairing__links">
      {offered.map((kind) => (
        <Button
          key={kind}
          variant={mobile && kind === 'mobile' ? 'primary' : 'secondary'}
          icon={labels[kind].icon}
          data-testid="kit-pairing-link"
          data-kind={kind}
          onClick={() => open(kind)}
        >
          {t(labels[kind].text)}
        </Button>
      ))}
    </div>
  )
}
