import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Versturen', WalletSendPreview: 'Verzending controleren' },
  sendButton: 'Versturen',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Ontvanger',
  recipientPlaceholder: 'Adres (0x…)',
  recipientPlaceholderWithNames: 'Adres (0x…) of naam (ada.eth)',
  amount: 'Bedrag',
  max: 'Max',
  maxLabel: 'Maximaal bedrag',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Snelheid van de netwerkkosten',
    slow: 'Langzaam',
    normal: 'Normaal',
    fast: 'Snel',
  },
  continue: 'Doorgaan',
  loadingTokens: 'Je tokens laden…',
  problems: {
    noToken: 'Je hebt op dit netwerk nog niets om te versturen.',
    noRecipient: 'Voer het adres van de ontvanger in.',
    invalidRecipient: (network) => `Dit is geen geldig adres op ${network}.`,
    namesNotSupported:
      'Namen worden op dit netwerk nog niet ondersteund. Voer het adres van de ontvanger in.',
    badChecksum: (checksummed) =>
      `Dit adres lijkt verkeerd getypt: de hoofdletters kloppen niet. Controleer het bij de ontvanger. De juiste vorm zou ${checksummed} zijn.`,
    empty: 'Voer een bedrag in.',
    notANumber: 'Voer het bedrag in als getal, bijvoorbeeld 25 of 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} staat maximaal ${decimals} decimalen toe.`,
    zero: 'Voer een bedrag groter dan nul in.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Je hebt niet genoeg ${symbol} voor deze verzending en de netwerkkosten.`
        : `Je hebt niet genoeg ${symbol} voor deze verzending.`,
  },
  names: {
    resolving: (name) => `${name} opzoeken…`,
    resolved: (name, address) => `${name} verwijst naar ${address}.`,
    notFound: (name) => `Geen adres gevonden voor ${name}`,
    invalid: (name) => `${name} is geen geldige naam.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Dit adres heeft geen checksum. Er wordt verstuurd naar ${checksummed}.`,
    self: 'Dit is je eigen adres: je stuurt geld naar jezelf.',
  },
  preview: {
    sending: 'Je verstuurt',
    to: 'Aan',
    network: 'Netwerk',
    fee: 'Netwerkkosten',
    feeSpeed: 'Snelheid',
    total: 'Totaal',
    estimating: 'Schatten…',
    feeUnavailable: 'Kan niet schatten',
    unknownTotal: 'Onbekend (geen prijs)',
    send: 'Versturen',
    retry: 'Opnieuw proberen',
    pending: 'Bevestig de transactie in je wallet…',
    rejected: 'Je hebt het verzoek in je wallet geweigerd. Er is niets verstuurd.',
    failed: (reason) => `De transactie kon niet worden verstuurd: ${reason}`,
  },
}
