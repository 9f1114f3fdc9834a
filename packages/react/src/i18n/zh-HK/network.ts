import type { network as english } from '../en/network'

/** Networks, outside their views: the network button. */
export const network: typeof english = {
  unsupportedNetwork: '不支援的網絡',
  selectNetwork: '選擇網絡',
}
