import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views (behaviour.md §2, on-ramp; loaded with them) and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: {
    OnRampBuy: 'Comprar',
    OnRampProviders: 'Elige un proveedor',
    BuyInProgress: 'Comprando',
  },
  buyButton: 'Comprar',
  loading: 'Cargando lo que puedes comprar…',
  currency: 'Moneda a comprar',
  paymentCurrency: 'Pagar con',
  paymentMethod: 'Método de pago',
  methods: { card: 'Tarjeta', bank_account: 'Cuenta bancaria' },
  amount: 'Monto',
  limits: (method, min, max, currency) => `${method}: de ${min} a ${max} ${currency}`,
  defaultsNote: 'No se pudieron cargar las opciones de los proveedores: estas son las estándar.',
  problems: {
    empty: 'Ingresa un monto.',
    invalid: 'Ingresa el monto como número con dos decimales como máximo, por ejemplo 50 o 49.99.',
    noMethod: 'Este método de pago no está disponible en esta moneda.',
    belowMin: (min, currency, method) =>
      `Lo mínimo que puedes pagar con ${method} es ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Lo máximo que puedes pagar con ${method} es ${max} ${currency}.`,
  },
  noProviders: 'Ahora mismo no hay ningún proveedor disponible para comprar.',
  nothingOnThisNetwork: 'Aquí no se puede comprar nada para una cuenta en esta red.',
  seeQuotes: 'Ver cotizaciones',
  quoting: 'Pidiendo cotizaciones a los proveedores…',
  youGet: 'Recibes',
  total: 'Total',
  fees: 'Comisiones',
  networkFee: 'Comisión de red',
  sandbox: 'Entorno de pruebas',
  sandboxNote: 'Solo pagos de prueba: se acreditan en la cadena de desarrollo.',
  estimate: 'Estimación',
  estimateNote: (reason) =>
    `Este proveedor no dio una cotización${reason ? ` (${reason})` : ''}: los montos son una estimación y no se pueden pagar.`,
  buyWith: (provider, amount, currency) => `Comprar ${amount} ${currency} con ${provider}`,
  notPayable: 'Solo estimación: no se puede pagar',
  opening: 'Abriendo el pago…',
  waiting: (provider) => `Completa el pago en la ventana de ${provider}. Esto se actualiza solo.`,
  success: (amount, currency) => `Compraste ${amount} ${currency}. Tu saldo está actualizado.`,
  failed: 'La compra no se completó: no se hizo ningún cargo.',
  blocked:
    'No se pudo abrir la ventana de pago. Permite las ventanas emergentes para este sitio y vuelve a intentarlo.',
  retry: 'Reintentar',
  done: 'Listo',
}
