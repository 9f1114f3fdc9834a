import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views (behaviour.md §2, on-ramp; loaded with them) and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Kopen', OnRampProviders: 'Kies een aanbieder', BuyInProgress: 'Aankoop' },
  buyButton: 'Kopen',
  loading: 'Laden wat je kunt kopen…',
  currency: 'Te kopen valuta',
  paymentCurrency: 'Betalen met',
  paymentMethod: 'Betaalmethode',
  methods: { card: 'Kaart', bank_account: 'Bankrekening' },
  amount: 'Bedrag',
  limits: (method, min, max, currency) => `${method}: van ${min} tot ${max} ${currency}`,
  defaultsNote:
    'De opties van de aanbieders konden niet worden geladen: dit zijn de standaardopties.',
  problems: {
    empty: 'Voer een bedrag in.',
    invalid: 'Voer het bedrag in als getal met maximaal twee decimalen, bijvoorbeeld 50 of 49.99.',
    noMethod: 'Deze betaalmethode is niet beschikbaar in deze valuta.',
    belowMin: (min, currency, method) => `Met ${method} betaal je minimaal ${min} ${currency}.`,
    aboveMax: (max, currency, method) => `Met ${method} betaal je maximaal ${max} ${currency}.`,
  },
  noProviders: 'Er is nu geen aanbieder beschikbaar om mee te kopen.',
  nothingOnThisNetwork: 'Hier kan niets worden gekocht voor een account op dit netwerk.',
  seeQuotes: 'Offertes bekijken',
  quoting: 'Offertes opvragen bij de aanbieders…',
  youGet: 'Je krijgt',
  total: 'Totaal',
  fees: 'Kosten',
  networkFee: 'Netwerkkosten',
  sandbox: 'Testomgeving',
  sandboxNote: 'Alleen testbetalingen: uitbetaling op de ontwikkelchain.',
  estimate: 'Schatting',
  estimateNote: (reason) =>
    `Deze aanbieder gaf geen offerte${reason ? ` (${reason})` : ''}: de bedragen zijn een schatting en kunnen niet worden betaald.`,
  buyWith: (provider, amount, currency) => `${amount} ${currency} kopen met ${provider}`,
  notPayable: 'Alleen een schatting: niet te betalen',
  opening: 'Betaalpagina openen…',
  waiting: (provider) =>
    `Rond de betaling af in het venster van ${provider}. Dit wordt vanzelf bijgewerkt.`,
  success: (amount, currency) => `${amount} ${currency} gekocht. Je saldo is bijgewerkt.`,
  failed: 'De aankoop is niet gelukt: er is niets afgeschreven.',
  blocked:
    'Het betaalvenster kon niet openen. Sta pop-ups toe voor deze site en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  done: 'Klaar',
}
