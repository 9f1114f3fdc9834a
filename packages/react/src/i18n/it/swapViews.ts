import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Scambia',
    SwapSelectToken: 'Seleziona token',
    SwapPreview: 'Controlla lo scambio',
  },
  swapButton: 'Scambia',
  youPay: 'Paghi',
  youReceive: 'Ricevi',
  amount: 'Importo da scambiare',
  max: 'Max',
  maxLabel: 'Importo massimo',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token da pagare' : 'Token da ricevere'}: ${symbol ?? 'nessuno'}`,
  selectToken: 'Seleziona',
  flip: 'Inverti i token',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  quoting: 'Ricerca del prezzo migliore…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Impatto sul prezzo',
  minimumReceived: 'Minimo ricevuto',
  networkFee: 'Commissione di rete',
  slippage: (percent) => `Tolleranza di slippage: ${percent}%`,
  unknown: 'Sconosciuto',
  review: 'Controlla lo scambio',
  loadingTokens: 'Caricamento dei token scambiabili…',
  problems: {
    empty: 'Inserisci un importo.',
    notANumber: "Inserisci l'importo come numero, ad esempio 25 o 0.5.",
    tooManyDecimals: (symbol, decimals) => `${symbol} accetta al massimo ${decimals} decimali.`,
    zero: 'Inserisci un importo maggiore di zero.',
    notEnough: (symbol) => `Non hai abbastanza ${symbol} per questo scambio.`,
  },
  errors: {
    insufficientBalance:
      'Il tuo saldo non basta per questo scambio e la relativa commissione di rete.',
    insufficientLiquidity:
      "Non c'è abbastanza liquidità per scambiare questo importo. Prova un importo più basso o un altro token.",
    approvalPending:
      'La tua autorizzazione non è ancora confermata sulla rete. Riprova lo scambio tra poco; non è stato scambiato nulla.',
    priceMoved:
      'Il prezzo ha superato la tua tolleranza di slippage: lo scambio non è avvenuto e non è stato scambiato nulla. Richiedi una nuova quotazione per riprovare.',
    rejected: 'Hai rifiutato la richiesta nel tuo wallet.',
    networkNotSupported: 'Gli scambi non sono disponibili su questa rete.',
    unavailable: 'Il servizio di scambio non è raggiungibile al momento. Riprova tra poco.',
    failed: 'Si è verificato un problema. Non è stato scambiato nulla.',
  },
  select: { ...selectTokenList, suggested: 'Token suggeriti' },
  preview: {
    step: (index, total) => `Passaggio ${index} di ${total}`,
    approve: (symbol) => `Autorizza ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Prima autorizza l'exchange a usare esattamente ${amount} ${symbol}. Il tuo wallet ti chiederà di confermare.`,
    swap: 'Scambia',
    checking: 'Verifica della tua autorizzazione…',
    retry: 'Riprova',
    requote: 'Nuova quotazione',
    done: 'Fatto',
    pending: 'Conferma la richiesta nel tuo wallet…',
    confirming: 'In attesa della conferma della transazione…',
    submitted:
      'La transazione è stata inviata ma non è ancora confermata. La scheda Attività la mostrerà una volta confermata.',
    approved: (symbol) => `${symbol} autorizzato. Ora conferma lo scambio.`,
    swapped: (paid, received) =>
      `Scambio completato: ${paid} per ${received}. I tuoi saldi sono aggiornati.`,
    rejectedApproval:
      "Hai rifiutato l'autorizzazione nel tuo wallet. Non è stato autorizzato nulla.",
    rejectedSwap: 'Hai rifiutato lo scambio nel tuo wallet. Non è stato scambiato nulla.',
  },
}
