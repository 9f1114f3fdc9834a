import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Enviar', WalletSendPreview: 'Revisar envío' },
  sendButton: 'Enviar',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Destinatario',
  recipientPlaceholder: 'Dirección (0x…)',
  recipientPlaceholderWithNames: 'Dirección (0x…) o nombre (ada.eth)',
  amount: 'Monto',
  max: 'Máx.',
  maxLabel: 'Monto máximo',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Velocidad de la comisión de red',
    slow: 'Lenta',
    normal: 'Normal',
    fast: 'Rápida',
  },
  continue: 'Continuar',
  loadingTokens: 'Cargando tus tokens…',
  problems: {
    noToken: 'Todavía no tienes nada para enviar en esta red.',
    noRecipient: 'Ingresa la dirección del destinatario.',
    invalidRecipient: (network) => `No es una dirección válida en ${network}.`,
    namesNotSupported: 'Esta red todavía no admite nombres. Ingresa la dirección del destinatario.',
    badChecksum: (checksummed) =>
      `Parece que esta dirección tiene un error: sus mayúsculas y minúsculas no coinciden. Verifícala con el destinatario. La forma correcta sería ${checksummed}.`,
    empty: 'Ingresa un monto.',
    notANumber: 'Ingresa el monto como número, por ejemplo 25 o 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} admite como máximo ${decimals} decimales.`,
    zero: 'Ingresa un monto mayor que cero.',
    insufficientBalance: (symbol, native) =>
      native
        ? `No tienes suficiente ${symbol} para este envío y la comisión de red.`
        : `No tienes suficiente ${symbol} para este envío.`,
  },
  names: {
    resolving: (name) => `Buscando ${name}…`,
    resolved: (name, address) => `${name} corresponde a ${address}.`,
    notFound: (name) => `No se encontró ninguna dirección para ${name}`,
    invalid: (name) => `${name} no es un nombre válido.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Esta dirección no tiene checksum. Se enviará a ${checksummed}.`,
    self: 'Es tu propia dirección: te estás enviando fondos a ti mismo.',
  },
  preview: {
    sending: 'Envías',
    to: 'Para',
    network: 'Red',
    fee: 'Comisión de red',
    feeSpeed: 'Velocidad de la comisión',
    total: 'Total',
    estimating: 'Calculando…',
    feeUnavailable: 'No se pudo calcular',
    unknownTotal: 'Desconocido (sin precio)',
    send: 'Enviar',
    retry: 'Reintentar',
    pending: 'Confirma la transacción en tu billetera…',
    rejected: 'Rechazaste la solicitud en tu billetera. No se envió nada.',
    failed: (reason) => `No se pudo enviar la transacción: ${reason}`,
  },
}
