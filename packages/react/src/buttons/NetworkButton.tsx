import { openModal } from '@latch/core'
import { type ComponentType, useEffect, useState } from 'react'
import type { NetworkIconProps } from '../components/NetworkIcon'
import { useLatchNetwork } from '../hooks/useLatchNetwork'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { preloadModalView } from '../modal/loadModal'
import { ButtonStyle, useButtonTheme } from './ButtonStyle'

// A box of the icon's size holds its place until it has loaded (the server's markup and the render that hydrates it
// have the box too).
const iconPlace = <span style={{ width: 20, height: 20, flex: 'none' }} />

/** Shows the current network with its icon and opens the network list. */
export function NetworkButton() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const theme = useButtonTheme()
  const { caipNetwork, isNetworkSupported } = useLatchNetwork()
  const [NetworkIcon, setNetworkIcon] = useState<ComponentType<NetworkIconProps>>()
  // The icon and the logos it may show load after the first paint, on the client.
  useEffect(() => {
    let current = true
    void import('../components/NetworkIcon').then((module) => {
      if (current) setNetworkIcon(() => module.NetworkIcon)
    })
    return () => {
      current = false
    }
  }, [])
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
        {isNetworkSupported && caipNetwork ? (
          NetworkIcon ? (
            <NetworkIcon network={caipNetwork} size={20} />
          ) : (
            iconPlace
          )
        ) : null}
        <span className="latch-label">{name}</span>
      </button>
    </>
  )
}
