import type { network as english } from '../en/network'

/** Networks, outside their views: the network button. */
export const network: typeof english = {
  unsupportedNetwork: 'Red no compatible',
  selectNetwork: 'Seleccionar red',
}
