// The local Bitcoin regtest (`@latch/devstack/bitcoin`): its own subpath, so a test without Bitcoin loads none of it.

export { type BitcoinRejection, bitcoinRejection } from './bitcoinRejection'
export {
  type BitcoinTestAccount,
  type BitcoinTestKey,
  bitcoinMinerAccount,
  bitcoinRegtestNetwork,
  bitcoinTestKey,
} from './bitcoinTestKeys'
export {
  type BitcoinBlock,
  type BitcoinLedger,
  type BitcoinLedgerTx,
  bitcoinRegtestGenesisHash,
  createBitcoinLedger,
} from './createBitcoinLedger'
export {
  type BitcoinRegtest,
  bitcoinRegtestCaipNetworkId,
  type RegtestScheduler,
  startBitcoinRegtest,
} from './startBitcoinRegtest'
