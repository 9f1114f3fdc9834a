import type { network as english } from '../en/network'

/** Networks, outside their views: the network button. */
export const network: typeof english = {
  unsupportedNetwork: 'असमर्थित नेटवर्क',
  selectNetwork: 'नेटवर्क चुनें',
}
