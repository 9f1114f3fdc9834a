import * as errorTexts from '@latch/core/errorTexts'

/** The dialog's own strings, shared by every view. */
export const modal = {
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  tryAgain: 'Try again',
  walletFallback: 'Wallet',
  somethingWentWrong: errorTexts.somethingWentWrong,
}
