import type { ChainNamespace, Network } from '@latch/core'
import { useId } from 'react'
import { useLatchInstance } from '../LatchContext'
import { NetworkIcon } from './NetworkIcon'

/** Headings of the groups (behaviour.md §14.3: EVM and Solana networks in one list). */
const groupCss =
  '.network-group-title{font-size:12px;font-weight:600;color:var(--latch-fg-2);margin:10px 4px 4px;text-transform:uppercase;letter-spacing:.04em}'

/**
 * The app's networks as a list of buttons, each with its icon; the current one is marked with a check mark and in words (a ring
 * alone reads as keyboard focus). An app with networks of several namespaces
 * gets one list per namespace, each named by its heading, in the order of its networks.
 */
export function NetworkList({
  currentId,
  currentLabel,
  label,
  groupLabel,
  namespace,
  onSelect,
}: {
  currentId: string | undefined
  /** Said on the current network's row ("Current network"). */
  currentLabel?: string
  label: string
  /** The heading of a namespace's group. */
  groupLabel: (namespace: ChainNamespace) => string
  /** Only this namespace's networks. */
  namespace?: ChainNamespace | undefined
  onSelect: (network: Network) => void
}) {
  const latch = useLatchInstance()
  const id = useId()
  const networks = namespace
    ? latch.networks.filter((network) => network.chainNamespace === namespace)
    : latch.networks
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]

  const list = (items: readonly Network[], labelledBy?: string) => (
    <ul className="list" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {items.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="item"
            aria-current={network.caipNetworkId === currentId ? 'true' : undefined}
            onClick={() => onSelect(network)}
          >
            <NetworkIcon network={network} />
            <span>{network.name}</span>
            {network.caipNetworkId === currentId ? (
              <span className="tag">
                <span aria-hidden="true">✓ </span>
                {currentLabel}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  )

  if (namespaces.length < 2) return list(networks)
  return (
    <div>
      <style>{groupCss}</style>
      {namespaces.map((group) => (
        <section key={group}>
          <h3 className="network-group-title" id={`${id}-${group}`}>
            {groupLabel(group)}
          </h3>
          {list(
            networks.filter((network) => network.chainNamespace === group),
            `${id}-${group}`,
          )}
        </section>
      ))}
    </div>
  )
}
