import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Iniciar sesión' },
  heading: (app) => `${app} te pide que inicies sesión`,
  explanation:
    'Firma un mensaje con tu billetera para demostrar que esta cuenta es tuya. Es gratis y no se envía ninguna transacción.',
  account: 'Cuenta',
  sign: 'Firmar',
  signing: 'Esperando a tu billetera…',
  cancel: 'Cancelar',
}
