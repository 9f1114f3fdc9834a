import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Senden', WalletSendPreview: 'Senden prüfen' },
  sendButton: 'Senden',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Empfänger',
  recipientPlaceholder: 'Adresse (0x…)',
  recipientPlaceholderWithNames: 'Adresse (0x…) oder Name (ada.eth)',
  amount: 'Betrag',
  max: 'Max',
  maxLabel: 'Maximalbetrag',
  balance: (amount, symbol) => `Guthaben: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Geschwindigkeit der Netzwerkgebühr',
    slow: 'Langsam',
    normal: 'Normal',
    fast: 'Schnell',
  },
  continue: 'Weiter',
  loadingTokens: 'Deine Token werden geladen…',
  problems: {
    noToken: 'In diesem Netzwerk gibt es noch nichts zu senden.',
    noRecipient: 'Gib die Adresse des Empfängers ein.',
    invalidRecipient: (network) => `Das ist keine Adresse in ${network}.`,
    namesNotSupported:
      'Namen werden in diesem Netzwerk noch nicht unterstützt. Gib die Adresse des Empfängers ein.',
    badChecksum: (checksummed) =>
      `Diese Adresse scheint vertippt zu sein: Ihre Groß- und Kleinschreibung stimmt nicht. Prüfe sie mit dem Empfänger. Richtig wäre ${checksummed}.`,
    empty: 'Gib einen Betrag ein.',
    notANumber: 'Gib den Betrag als Zahl ein, z. B. 25 oder 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} hat höchstens ${decimals} Nachkommastellen.`,
    zero: 'Gib einen Betrag über null ein.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Du hast nicht genug ${symbol}, um das zu senden und die Netzwerkgebühr zu zahlen.`
        : `Du hast nicht genug ${symbol}, um das zu senden.`,
  },
  names: {
    resolving: (name) => `${name} wird gesucht…`,
    resolved: (name, address) => `${name} ist ${address}.`,
    notFound: (name) => `Keine Adresse für ${name} gefunden`,
    invalid: (name) => `${name} ist kein gültiger Name.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Diese Adresse hat keine Prüfsumme. Es wird an ${checksummed} gesendet.`,
    self: 'Das ist deine eigene Adresse: Du sendest an dich selbst.',
  },
  preview: {
    sending: 'Du sendest',
    to: 'An',
    network: 'Netzwerk',
    fee: 'Netzwerkgebühr',
    feeSpeed: 'Gebührengeschwindigkeit',
    total: 'Gesamt',
    estimating: 'Wird geschätzt…',
    feeUnavailable: 'Konnte nicht geschätzt werden',
    unknownTotal: 'Unbekannt (kein Preis)',
    send: 'Senden',
    retry: 'Erneut versuchen',
    pending: 'Bestätige die Transaktion in deiner Wallet…',
    rejected: 'Du hast die Anfrage in deiner Wallet abgelehnt. Es wurde nichts gesendet.',
    failed: (reason) => `Die Transaktion konnte nicht gesendet werden: ${reason}`,
  },
}
