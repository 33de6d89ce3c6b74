import type { Kit } from '@kit/core'
import { setAccountTab } from '@kit/core/modules/actions/setAccountTab'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { ActivityList } from '../ActivityList/ActivityList.js'
import { NftGrid } from '../NftGrid/NftGrid.js'
import { TokenList } from '../TokenList/TokenList.js'
import accountTabsCss from './AccountTabs.css?inline'

adoptStyles('modal/AccountTabs/AccountTabs.css', accountTabsCss)

const tabs = [
  { key: 'tokens', label: 'account.tokens' },
  { key: 'nfts', label: 'account.nfts' },
  { key: 'activity', label: 'account.activity' },
] as const

type TabIndex = 0 | 1 | 2

export type AccountTabsProps = { kit: Kit; currentTab: number }

/** Tokens, NFTs and Activity of the connected account, bound to `account.currentTab`. */
export function AccountTabs({ kit, currentTab }: AccountTabsProps) {
  const id = useId()
  const { t, dir } = useI18n()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current: TabIndex = currentTab === 1 || currentTab === 2 ? currentTab : 0
  const select = (tab: TabIndex, focus = false) => {
    setAccountTab(kit, { tab })
    if (focus) buttons.current[tab]?.focus()
  }
  // The tabs read in the text's direction, and so do the arrow keys.
  const [forward, backward] =
    dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const next =
      event.key === forward
        ? current === last
          ? 0
          : current + 1
        : event.key === backward
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    select(next as TabIndex, true)
  }
  return (
    <div className="kit-tabs">
      <div
        role="tablist"
        aria-label={t('account.tabs')}
        className="kit-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="kit-tabs__tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            data-testid={`kit-account-tab-${tab.key}`}
            onClick={() => select(index as TabIndex)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current}`}
        className="kit-tabs__panel"
        data-testid="kit-account-tab-panel"
        data-tab={tabs[current].key}
      >
        {current === 0 ? (
          <TokenList kit={kit} />
        ) : current === 1 ? (
          <NftGrid kit={kit} />
        ) : (
          <ActivityList kit={kit} />
        )}
      </div>
    </div>
  )
}
