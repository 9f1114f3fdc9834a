import { describe, expect, it } from 'vitest'
import { isSpamTransfer } from './isSpamTransfer'

describe('isSpamTransfer', () => {
  it('is a transfer of an unlisted token the account did not send', () => {
    expect(isSpamTransfer({ standard: 'erc20', listed: false, initiatedByAccount: false })).toBe(
      true,
    )
    expect(isSpamTransfer({ standard: 'erc721', listed: false, initiatedByAccount: false })).toBe(
      true,
    )
  })
  it('is never a listed token, the account’s own transaction, or a native transfer', () => {
    expect(isSpamTransfer({ standard: 'erc20', listed: true, initiatedByAccount: false })).toBe(
      false,
    )
    expect(isSpamTransfer({ standard: 'erc20', listed: false, initiatedByAccount: true })).toBe(
      false,
    )
    expect(isSpamTransfer({ standard: 'native', listed: false, initiatedByAccount: false })).toBe(
      false,
    )
  })
})
