import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Закрыть',
  back: 'Назад',
  loading: 'Загрузка',
  tryAgain: 'Повторить попытку',
  walletFallback: 'Кошелек',
  somethingWentWrong: 'Что-то пошло не так',
}
