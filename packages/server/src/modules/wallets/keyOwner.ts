import { bytesToHex, type LocalAccount } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount, toAccount } from 'viem/accounts'
import type { NamespaceKeys } from './NamespaceWallet'
import type { WalletKeyRecord } from './store'

/**
 * The user's EVM key as a viem account that decrypts it for each signature only, zeroed right after: what the
 * smart account's owner signs with while its operation is prepared and sent over the network
 * (docs/embedded-wallet.md, "custody": no key is held while waiting on the network).
 */
export function keyOwner(key: WalletKeyRecord, keys: NamespaceKeys): LocalAccount {
  async function withKey<T>(use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
    const privateKey = keys.decrypt(key)
    try {
      return await use(privateKeyToAccount(bytesToHex(privateKey)))
    } finally {
      privateKey.fill(0)
    }
  }
  return toAccount({
    address: key.address as `0x${string}`,
    signMessage: (parameters) => withKey((account) => account.signMessage(parameters)),
    signTransaction: (transaction, options) =>
      withKey((account) => account.signTransaction(transaction, options)),
    signTypedData: (typedData) => withKey((account) => account.signTypedData(typedData)),
  })
}
