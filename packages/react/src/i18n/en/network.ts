/** Networks, outside their views: the network button and the views' titles (first paint). */
export const network = {
  titles: {
    Networks: 'Choose Network',
    SwitchNetwork: 'Switch Network',
    UnsupportedChain: 'Switch Network',
  },
  unsupportedNetwork: 'Unsupported network',
  selectNetwork: 'Select network',
}
