import type { network as english } from '../en/network'

/** Networks, outside their views: the network button. */
export const network: typeof english = {
  unsupportedNetwork: '不支持的网络',
  selectNetwork: '选择网络',
}
