import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'बंद करें',
  back: 'वापस',
  loading: 'लोड हो रहा है',
  tryAgain: 'फिर से कोशिश करें',
  walletFallback: 'वॉलेट',
  somethingWentWrong: 'कुछ गलत हो गया',
}
