import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { accountViews } from '../../i18n/en/accountViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { ActivityTab } from './ActivityTab'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

const tabs = ['tokens', 'nfts', 'activity'] as const
type Tab = (typeof tabs)[number]

/** The account area tabs (behaviour.md §2): Tokens, NFTs, Activity, following the WAI-ARIA tabs pattern. */
export function AccountTabs() {
  const messages = useViewMessages('account', accountViews)
  const [selected, setSelected] = useState<Tab>('tokens')
  const id = useId()
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    const edge = { Home: 0, End: tabs.length - 1 }[event.key]
    if (step === undefined && edge === undefined) return
    event.preventDefault()
    const index = edge ?? (tabs.indexOf(selected) + (step ?? 0) + tabs.length) % tabs.length
    const next = tabs[index] ?? 'tokens'
    setSelected(next)
    refs.current[next]?.focus()
  }

  return (
    <>
      <div
        className="tablist"
        role="tablist"
        aria-label={messages.account.tabsLabel}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-${tab}`}
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {messages.account.tabs[tab]}
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel without focusable content reachable
        tabIndex={0}
      >
        {selected === 'tokens' ? (
          <TokensTab />
        ) : selected === 'nfts' ? (
          <NftsTab />
        ) : (
          <ActivityTab />
        )}
      </div>
    </>
  )
}
