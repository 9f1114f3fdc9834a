import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views (behaviour.md §2, on-ramp; loaded with them) and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: {
    OnRampBuy: 'Acquista',
    OnRampProviders: 'Scegli un fornitore',
    BuyInProgress: 'Acquisto',
  },
  buyButton: 'Acquista',
  loading: 'Caricamento di ciò che puoi acquistare…',
  currency: 'Valuta da acquistare',
  paymentCurrency: 'Paga con',
  paymentMethod: 'Metodo di pagamento',
  methods: { card: 'Carta', bank_account: 'Conto bancario' },
  amount: 'Importo',
  limits: (method, min, max, currency) => `${method}: da ${min} a ${max} ${currency}`,
  defaultsNote: 'Impossibile caricare le opzioni dei fornitori: queste sono quelle standard.',
  problems: {
    empty: 'Inserisci un importo.',
    invalid: "Inserisci l'importo come numero con al massimo due decimali, ad esempio 50 o 49.99.",
    noMethod: 'Questo metodo di pagamento non è disponibile in questa valuta.',
    belowMin: (min, currency, method) =>
      `Il minimo che puoi pagare con ${method} è ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Il massimo che puoi pagare con ${method} è ${max} ${currency}.`,
  },
  noProviders: 'Al momento nessun fornitore è disponibile per acquistare.',
  nothingOnThisNetwork: 'Qui non si può acquistare nulla per un account su questa rete.',
  seeQuotes: 'Vedi le quotazioni',
  quoting: 'Richiesta delle quotazioni ai fornitori…',
  youGet: 'Ricevi',
  total: 'Totale',
  fees: 'Commissioni',
  networkFee: 'Commissione di rete',
  sandbox: 'Ambiente di test',
  sandboxNote: 'Solo pagamenti di prova: accredita sulla chain di sviluppo.',
  estimate: 'Stima',
  estimateNote: (reason) =>
    `Questo fornitore non ha dato una quotazione${reason ? ` (${reason})` : ''}: gli importi sono una stima e non si possono pagare.`,
  buyWith: (provider, amount, currency) => `Acquista ${amount} ${currency} con ${provider}`,
  notPayable: 'Solo una stima: non pagabile',
  opening: 'Apertura del checkout…',
  waiting: (provider) =>
    `Completa il pagamento nella finestra di ${provider}. Questa pagina si aggiorna da sola.`,
  success: (amount, currency) => `Hai acquistato ${amount} ${currency}. Il tuo saldo è aggiornato.`,
  failed: "L'acquisto non è andato a buon fine: non è stato addebitato nulla.",
  blocked:
    'Impossibile aprire la finestra di checkout. Consenti i pop-up per questo sito e riprova.',
  retry: 'Riprova',
  done: 'Fatto',
}
