import type { Connector } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'
import { useLatchAccount } from './useLatchAccount'

/** The connected wallet's name, icon and rdns. */
export function useWalletInfo(): {
  walletInfo: Pick<Connector, 'name' | 'icon' | 'rdns'> | undefined
} {
  const latch = useLatchInstance()
  const { connectorId } = useLatchAccount()
  const connectors = useSyncExternalStore(latch.subscribe, latch.getConnectors, latch.getConnectors)
  const connector = connectors.find((c) => c.id === connectorId)
  return {
    walletInfo: connector
      ? { name: connector.name, icon: connector.icon, rdns: connector.rdns }
      : undefined,
  }
}
