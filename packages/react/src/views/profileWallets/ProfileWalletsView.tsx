import type { ChainNamespace } from '@latch/core'
import {
  addWallet,
  disconnectAllConnections,
  disconnectConnection,
  switchConnection,
} from '@latch/core/profileWallets'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useLatchConnections } from '../../hooks/useLatchConnections'
import { profileWalletsViews } from '../../i18n/en/profileWalletsViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { ConnectionRow } from './ConnectionRow'
import { profileWalletsCss } from './profileWalletsCss'

/**
 * The visitor's connections (behaviour.md §3.2), per namespace (tabs when the app has several, the WAI-ARIA tabs
 * pattern): switch (behaviour.md §4.3), disconnect one, "Add wallet" (Connect, then back here), disconnect all.
 */
export default function ProfileWalletsView() {
  const latch = useLatchInstance()
  const text = useViewMessages('profileWallets', profileWalletsViews).profileWallets
  const active = useLatchState((state) => state.activeNamespace)
  const attempt = useLatchState((state) => state.profileWallets?.switchAttempt)
  const [selected, setSelected] = useState<ChainNamespace>(active)
  const { connections } = useLatchConnections({ namespace: selected })
  const id = useId()
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({})
  const namespaces = latch.adapters.map((adapter) => adapter.namespace)
  const busy = attempt?.status === 'pending'

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    const edge = { Home: 0, End: namespaces.length - 1 }[event.key]
    if (step === undefined && edge === undefined) return
    event.preventDefault()
    const index =
      edge ?? (namespaces.indexOf(selected) + (step ?? 0) + namespaces.length) % namespaces.length
    const next = namespaces[index] ?? selected
    setSelected(next)
    refs.current[next]?.focus()
  }

  const list = (
    <ul className="connections" aria-label={text.listLabel}>
      {connections.map((connection) => (
        <ConnectionRow
          key={connection.connectorId}
          connection={connection}
          text={text}
          busy={busy}
          onSwitch={() =>
            void switchConnection(latch, {
              namespace: connection.namespace,
              connectorId: connection.connectorId,
            })
          }
          onDisconnect={() =>
            void disconnectConnection(latch, {
              namespace: connection.namespace,
              connectorId: connection.connectorId,
            })
          }
        />
      ))}
      {connections.length === 0 ? <li className="muted">{text.none}</li> : null}
    </ul>
  )

  return (
    <div className="center">
      <style>{profileWalletsCss}</style>
      {namespaces.length > 1 ? (
        <>
          <div className="tablist" role="tablist" aria-label={text.tabsLabel} onKeyDown={onKeyDown}>
            {latch.adapters.map((adapter) => (
              <button
                key={adapter.namespace}
                ref={(element) => {
                  refs.current[adapter.namespace] = element
                }}
                type="button"
                role="tab"
                className="tab"
                id={`${id}-${adapter.namespace}`}
                aria-selected={selected === adapter.namespace}
                aria-controls={`${id}-panel`}
                tabIndex={selected === adapter.namespace ? 0 : -1}
                onClick={() => setSelected(adapter.namespace)}
              >
                {adapter.descriptor.caip122Name}
              </button>
            ))}
          </div>
          <div
            className="panel"
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-${selected}`}
          >
            {list}
          </div>
        </>
      ) : (
        list
      )}
      {attempt?.message ? (
        <p className="error" role="alert">
          {attempt.message}
        </p>
      ) : null}
      <div className="actions full">
        <button type="button" className="primary full" onClick={() => addWallet(latch)}>
          {text.addWallet}
        </button>
        <button
          type="button"
          className="secondary full"
          onClick={() => void disconnectAllConnections(latch)}
        >
          {text.disconnectAll}
        </button>
      </div>
    </div>
  )
}
