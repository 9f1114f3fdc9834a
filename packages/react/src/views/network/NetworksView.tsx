import { switchNetwork } from '@latch/core'
import { goBack } from '@latch/core/internal'
import { NetworkList } from '../../components/NetworkList'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { networkViews } from '../../i18n/en/networkViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'

/** Choose a network: switches the wallet when connected, otherwise picks the network to connect to. */
export default function NetworksView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('network', networkViews)
  const account = useLatchAccount()
  const preferred = useLatchState((state) => state.preferredCaipNetworkId)
  const currentId = account.isConnected ? account.caipNetworkId : preferred

  return (
    <NetworkList
      currentId={currentId}
      currentLabel={messages.network.current}
      label={messages.network.selectNetwork}
      groupLabel={(namespace) => messages.network.namespaces[namespace]}
      onSelect={(network) => {
        if (network.caipNetworkId === currentId) goBack(latch)
        else void switchNetwork(latch, { caipNetworkId: network.caipNetworkId })
      }}
    />
  )
}
