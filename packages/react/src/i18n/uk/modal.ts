import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Закрити',
  back: 'Назад',
  loading: 'Завантаження',
  tryAgain: 'Спробувати ще раз',
  walletFallback: 'Гаманець',
  somethingWentWrong: 'Щось пішло не так',
}
