import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Swappen',
    SwapSelectToken: 'Token kiezen',
    SwapPreview: 'Swap controleren',
  },
  swapButton: 'Swappen',
  youPay: 'Je betaalt',
  youReceive: 'Je ontvangt',
  amount: 'Bedrag om te swappen',
  max: 'Max',
  maxLabel: 'Maximaal bedrag',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token om te betalen' : 'Token om te ontvangen'}: ${symbol ?? 'geen'}`,
  selectToken: 'Kiezen',
  flip: 'Tokens omdraaien',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  quoting: 'Beste prijs zoeken…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Prijsimpact',
  minimumReceived: 'Minimaal ontvangen',
  networkFee: 'Netwerkkosten',
  slippage: (percent) => `Slippagetolerantie: ${percent}%`,
  unknown: 'Onbekend',
  review: 'Swap controleren',
  loadingTokens: 'Tokens laden die je kunt swappen…',
  problems: {
    empty: 'Voer een bedrag in.',
    notANumber: 'Voer het bedrag in als getal, bijvoorbeeld 25 of 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} staat maximaal ${decimals} decimalen toe.`,
    zero: 'Voer een bedrag groter dan nul in.',
    notEnough: (symbol) => `Je hebt niet genoeg ${symbol} voor deze swap.`,
  },
  errors: {
    insufficientBalance: 'Je saldo is niet genoeg voor deze swap en de netwerkkosten.',
    insufficientLiquidity:
      'Er is niet genoeg liquiditeit om dit bedrag te swappen. Probeer een kleiner bedrag of een andere token.',
    approvalPending:
      'Je goedkeuring is nog niet bevestigd op het netwerk. Probeer de swap zo opnieuw; er is niets geswapt.',
    priceMoved:
      'De prijs is buiten je slippagetolerantie bewogen: de swap is niet uitgevoerd en er is niets geswapt. Vraag een nieuwe offerte aan om het opnieuw te proberen.',
    rejected: 'Je hebt het verzoek in je wallet geweigerd.',
    networkNotSupported: 'Swappen is niet beschikbaar op dit netwerk.',
    unavailable: 'De swapdienst is nu niet bereikbaar. Probeer het zo opnieuw.',
    failed: 'Er is iets misgegaan. Er is niets geswapt.',
  },
  select: { ...selectTokenList, suggested: 'Voorgestelde tokens' },
  preview: {
    step: (index, total) => `Stap ${index} van ${total}`,
    approve: (symbol) => `${symbol} goedkeuren`,
    approveWhy: (amount, symbol) =>
      `Geef de exchange eerst toestemming om precies ${amount} ${symbol} te gebruiken. Je wallet vraagt je dit te bevestigen.`,
    swap: 'Swappen',
    checking: 'Je goedkeuring controleren…',
    retry: 'Opnieuw proberen',
    requote: 'Nieuwe offerte',
    done: 'Klaar',
    pending: 'Bevestig het verzoek in je wallet…',
    confirming: 'Wachten op bevestiging van de transactie…',
    submitted:
      'De transactie is verstuurd maar nog niet bevestigd. Het tabblad Activiteit toont haar zodra ze bevestigd is.',
    approved: (symbol) => `${symbol} goedgekeurd. Bevestig nu de swap.`,
    swapped: (paid, received) =>
      `Swap voltooid: ${paid} voor ${received}. Je saldi zijn bijgewerkt.`,
    rejectedApproval: 'Je hebt de goedkeuring in je wallet geweigerd. Er is niets goedgekeurd.',
    rejectedSwap: 'Je hebt de swap in je wallet geweigerd. Er is niets geswapt.',
  },
}
