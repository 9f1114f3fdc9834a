import { type Connector, getConnectors } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'
import { useLatchAccount } from './useLatchAccount'

/** The connected wallet's name, icon and rdns. */
export function useWalletInfo(): {
  walletInfo: Pick<Connector, 'name' | 'icon' | 'rdns'> | undefined
} {
  const latch = useLatchInstance()
  const { connectorId } = useLatchAccount()
  const snapshot = useCallback(() => getConnectors(latch), [latch])
  const connectors = useSyncExternalStore(latch.subscribe, snapshot, snapshot)
  const connector = connectors.find((c) => c.id === connectorId)
  return {
    walletInfo: connector
      ? { name: connector.name, icon: connector.icon, rdns: connector.rdns }
      : undefined,
  }
}
