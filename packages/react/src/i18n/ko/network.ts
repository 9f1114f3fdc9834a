import type { network as english } from '../en/network'

/** Networks, outside their views: the network button. */
export const network: typeof english = {
  unsupportedNetwork: '지원되지 않는 네트워크',
  selectNetwork: '네트워크 선택',
}
