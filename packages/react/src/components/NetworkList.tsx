import type { Network } from '@latch/core'
import { useLatchInstance } from '../LatchContext'

/** The app's networks as a list of buttons; the current one is marked. */
export function NetworkList({
  currentId,
  label,
  onSelect,
}: {
  currentId: string | undefined
  label: string
  onSelect: (network: Network) => void
}) {
  const latch = useLatchInstance()
  return (
    <ul className="list" aria-label={label}>
      {latch.networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="item"
            aria-current={network.caipNetworkId === currentId ? 'true' : undefined}
            onClick={() => onSelect(network)}
          >
            <span>{network.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
