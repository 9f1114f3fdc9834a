/**
 * Spam (behaviour.md §15.5): a token transfer the account did not initiate, of a token the operator does not
 * list. A contract can copy any name and emit Transfer(victim → attacker) without the victim's key; it cannot
 * make the victim send the transaction, nor get on the operator's list. Native transfers cost the sender real
 * coin and are never spam.
 */
export function isSpamTransfer(transfer: {
  standard: 'native' | 'erc20' | 'erc721' | 'erc1155'
  listed: boolean
  initiatedByAccount: boolean
}): boolean {
  return transfer.standard !== 'native' && !transfer.listed && !transfer.initiatedByAccount
}
