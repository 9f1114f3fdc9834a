import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Invia', WalletSendPreview: "Controlla l'invio" },
  sendButton: 'Invia',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Destinatario',
  recipientPlaceholder: 'Indirizzo (0x…)',
  recipientPlaceholderWithNames: 'Indirizzo (0x…) o nome (ada.eth)',
  amount: 'Importo',
  max: 'Max',
  maxLabel: 'Importo massimo',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Velocità della commissione di rete',
    slow: 'Lenta',
    normal: 'Normale',
    fast: 'Veloce',
  },
  continue: 'Continua',
  loadingTokens: 'Caricamento dei tuoi token…',
  problems: {
    noToken: 'Non hai ancora nulla da inviare su questa rete.',
    noRecipient: "Inserisci l'indirizzo del destinatario.",
    invalidRecipient: (network) => `Non è un indirizzo valido su ${network}.`,
    namesNotSupported:
      "Questa rete non supporta ancora i nomi. Inserisci l'indirizzo del destinatario.",
    badChecksum: (checksummed) =>
      `Questo indirizzo sembra digitato male: maiuscole e minuscole non corrispondono. Verificalo con il destinatario. La forma corretta sarebbe ${checksummed}.`,
    empty: 'Inserisci un importo.',
    notANumber: "Inserisci l'importo come numero, ad esempio 25 o 0.5.",
    tooManyDecimals: (symbol, decimals) => `${symbol} accetta al massimo ${decimals} decimali.`,
    zero: 'Inserisci un importo maggiore di zero.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Non hai abbastanza ${symbol} per questo invio e la commissione di rete.`
        : `Non hai abbastanza ${symbol} per questo invio.`,
  },
  names: {
    resolving: (name) => `Ricerca di ${name}…`,
    resolved: (name, address) => `${name} corrisponde a ${address}.`,
    notFound: (name) => `Nessun indirizzo trovato per ${name}`,
    invalid: (name) => `${name} non è un nome valido.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Questo indirizzo non ha checksum. L'invio andrà a ${checksummed}.`,
    self: 'È il tuo indirizzo: stai inviando fondi a te stesso.',
  },
  preview: {
    sending: 'Stai inviando',
    to: 'A',
    network: 'Rete',
    fee: 'Commissione di rete',
    feeSpeed: 'Velocità della commissione',
    total: 'Totale',
    estimating: 'Stima in corso…',
    feeUnavailable: 'Impossibile stimare',
    unknownTotal: 'Sconosciuto (nessun prezzo)',
    send: 'Invia',
    retry: 'Riprova',
    pending: 'Conferma la transazione nel tuo wallet…',
    rejected: 'Hai rifiutato la richiesta nel tuo wallet. Non è stato inviato nulla.',
    failed: (reason) => `Impossibile inviare la transazione: ${reason}`,
  },
}
