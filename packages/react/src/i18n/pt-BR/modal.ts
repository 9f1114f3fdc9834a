import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Fechar',
  back: 'Voltar',
  loading: 'Carregando',
  tryAgain: 'Tentar novamente',
  walletFallback: 'Carteira',
  somethingWentWrong: 'Algo deu errado',
}
