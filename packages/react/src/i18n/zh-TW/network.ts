import type { network as english } from '../en/network'

/** Networks, outside their views: the network button. */
export const network: typeof english = {
  unsupportedNetwork: '不支援的網路',
  selectNetwork: '選擇網路',
}
