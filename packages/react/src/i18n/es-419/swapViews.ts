import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Intercambiar',
    SwapSelectToken: 'Seleccionar token',
    SwapPreview: 'Revisar intercambio',
  },
  swapButton: 'Intercambiar',
  youPay: 'Pagas',
  youReceive: 'Recibes',
  amount: 'Monto a intercambiar',
  max: 'Máx.',
  maxLabel: 'Monto máximo',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token que pagas' : 'Token que recibes'}: ${symbol ?? 'ninguno'}`,
  selectToken: 'Seleccionar',
  flip: 'Invertir tokens',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  quoting: 'Buscando el mejor precio…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Impacto en el precio',
  minimumReceived: 'Mínimo a recibir',
  networkFee: 'Comisión de red',
  slippage: (percent) => `Tolerancia de deslizamiento: ${percent} %`,
  unknown: 'Desconocido',
  review: 'Revisar intercambio',
  loadingTokens: 'Cargando los tokens que puedes intercambiar…',
  problems: {
    empty: 'Ingresa un monto.',
    notANumber: 'Ingresa el monto como número, por ejemplo 25 o 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} admite como máximo ${decimals} decimales.`,
    zero: 'Ingresa un monto mayor que cero.',
    notEnough: (symbol) => `No tienes suficiente ${symbol} para este intercambio.`,
  },
  errors: {
    insufficientBalance: 'Tu saldo no alcanza para este intercambio y su comisión de red.',
    insufficientLiquidity:
      'No hay suficiente liquidez para intercambiar este monto. Prueba con un monto menor o con otro token.',
    approvalPending:
      'Tu aprobación todavía no se confirmó en la red. Vuelve a intentar el intercambio en un momento; no se intercambió nada.',
    priceMoved:
      'El precio superó tu tolerancia de deslizamiento: el intercambio no se realizó y no se intercambió nada. Pide una nueva cotización para volver a intentarlo.',
    rejected: 'Rechazaste la solicitud en tu billetera.',
    networkNotSupported: 'Los intercambios no están disponibles en esta red.',
    unavailable:
      'El servicio de intercambio no está disponible en este momento. Vuelve a intentarlo en un momento.',
    failed: 'Algo salió mal. No se intercambió nada.',
  },
  select: { ...selectTokenList, suggested: 'Tokens sugeridos' },
  preview: {
    step: (index, total) => `Paso ${index} de ${total}`,
    approve: (symbol) => `Aprobar ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Primero autoriza al exchange a usar exactamente ${amount} ${symbol}. Tu billetera te pedirá que lo confirmes.`,
    swap: 'Intercambiar',
    checking: 'Verificando tu aprobación…',
    retry: 'Reintentar',
    requote: 'Nueva cotización',
    done: 'Listo',
    pending: 'Confirma la solicitud en tu billetera…',
    confirming: 'Esperando la confirmación de la transacción…',
    submitted:
      'La transacción se envió pero todavía no está confirmada. La pestaña Actividad la mostrará cuando se confirme.',
    approved: (symbol) => `${symbol} aprobado. Ahora confirma el intercambio.`,
    swapped: (paid, received) =>
      `Intercambio completado: ${paid} por ${received}. Tus saldos están actualizados.`,
    rejectedApproval: 'Rechazaste la aprobación en tu billetera. No se aprobó nada.',
    rejectedSwap: 'Rechazaste el intercambio en tu billetera. No se intercambió nada.',
  },
}
