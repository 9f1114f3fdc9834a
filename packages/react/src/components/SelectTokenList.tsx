import { useId, useState } from 'react'

/** A token the list offers: `key` is what `onSelect` gets; `balance` (formatted) shows when the account holds it. */
export type ListedToken = {
  key: string
  symbol: string
  name: string
  /** Searched too; absent for a native asset. */
  address?: string | undefined
  balance?: string | undefined
}

export type SelectTokenListText = {
  search: string
  searchPlaceholder: string
  none: string
  balance: (amount: string) => string
}

/** One line per token, a long name cut with an ellipsis, the amounts in one right-aligned column. */
const css = `
.select-token{display:flex;flex-direction:column;gap:12px}
.select-token label{font-size:13px;font-weight:600;color:var(--latch-fg-2)}
.select-token input{width:100%;min-height:40px;padding:8px 12px;border:1px solid var(--latch-border);border-radius:calc(var(--latch-radius) * .5);background:var(--latch-bg);color:var(--latch-fg);font:inherit}
.select-token ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.select-token ul button{width:100%;display:flex;justify-content:space-between;align-items:center;gap:8px;text-align:left;white-space:nowrap}
.select-token .token-name{flex:1 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis}
.select-token .token-amount{flex:none;font-variant-numeric:tabular-nums}
.select-token .note{font-size:13px;margin:0;color:var(--latch-fg-2)}
.select-token h3{font-size:13px;font-weight:600;margin:4px 0;color:var(--latch-fg-2)}
`

/**
 * The "Select token" list of Swap and Send: a search by name, symbol or address over groups of tokens, each group
 * named by its heading, each token a button. The search field takes focus when `autoFocus` (a picker that opens).
 */
export function SelectTokenList({
  groups,
  text,
  onSelect,
  autoFocus = false,
}: {
  groups: readonly { title: string; tokens: readonly ListedToken[] }[]
  text: SelectTokenListText
  onSelect: (key: string) => void
  autoFocus?: boolean
}) {
  const [search, setSearch] = useState('')
  const id = useId()
  const query = search.trim().toLowerCase()
  const matches = (token: ListedToken) =>
    !query ||
    token.symbol.toLowerCase().includes(query) ||
    token.name.toLowerCase().includes(query) ||
    Boolean(token.address?.toLowerCase().includes(query))
  const shown = groups
    .map((group) => ({ ...group, tokens: group.tokens.filter(matches) }))
    .filter((group) => group.tokens.length > 0)

  return (
    <div className="select-token">
      <style>{css}</style>
      <label htmlFor={`${id}-search`}>{text.search}</label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the picker was opened to search in it
        autoFocus={autoFocus}
        placeholder={text.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.map((group, index) => (
        <section key={group.title} aria-labelledby={`${id}-${index}`}>
          <h3 id={`${id}-${index}`}>{group.title}</h3>
          <ul>
            {group.tokens.map((token) => (
              <li key={token.key}>
                <button type="button" className="secondary" onClick={() => onSelect(token.key)}>
                  {/* The visible text is the name (axe: label-content-name-mismatch): symbol, name, balance. */}
                  <span className="token-name">
                    <strong>{token.symbol}</strong> <span className="note">{token.name}</span>
                  </span>{' '}
                  {token.balance === undefined ? null : (
                    <span className="token-amount">{text.balance(token.balance)}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown.length === 0 ? (
        <p className="note" role="status">
          {text.none}
        </p>
      ) : null}
    </div>
  )
}
