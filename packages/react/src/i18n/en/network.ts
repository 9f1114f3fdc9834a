/** Networks, outside their views: the network button (first paint). */
export const network = {
  unsupportedNetwork: 'Unsupported network',
  selectNetwork: 'Select network',
}
