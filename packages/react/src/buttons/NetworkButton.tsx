import { openModal } from '@latch/core'
import { useLatchNetwork } from '../hooks/useLatchNetwork'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { preloadModalView } from '../modal/loadModal'
import { ButtonStyle, useButtonTheme } from './ButtonStyle'

/** Shows the current network and opens the network list. */
export function NetworkButton() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const theme = useButtonTheme()
  const { caipNetwork, isNetworkSupported } = useLatchNetwork()
  const name = isNetworkSupported ? caipNetwork?.name : messages.network.unsupportedNetwork

  return (
    <>
      <ButtonStyle />
      <button
        type="button"
        className="latch-btn latch-secondary latch-network"
        {...theme}
        aria-label={`${messages.network.selectNetwork}: ${name ?? ''}`}
        onPointerEnter={() => preloadModalView(latch, 'Networks')}
        onFocus={() => preloadModalView(latch, 'Networks')}
        onClick={() =>
          openModal(latch, { view: isNetworkSupported ? 'Networks' : 'UnsupportedChain' })
        }
      >
        <span className="latch-label">{name}</span>
      </button>
    </>
  )
}
