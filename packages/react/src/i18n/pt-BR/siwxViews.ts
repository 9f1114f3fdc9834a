import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Entrar' },
  heading: (app) => `${app} pede que você entre`,
  explanation:
    'Assine uma mensagem com sua carteira para provar que esta conta é sua. É gratuito e nenhuma transação é enviada.',
  account: 'Conta',
  sign: 'Assinar',
  signing: 'Aguardando sua carteira…',
  cancel: 'Cancelar',
}
