import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Kaufen', OnRampProviders: 'Anbieter wählen', BuyInProgress: 'Kauf läuft' },
  buyButton: 'Kaufen',
  loading: 'Wird geladen, was du kaufen kannst…',
  currency: 'Zu kaufende Währung',
  paymentCurrency: 'Bezahlen mit',
  paymentMethod: 'Zahlungsmethode',
  methods: { card: 'Karte', bank_account: 'Bankkonto' },
  amount: 'Betrag',
  limits: (method, min, max, currency) => `${method}: von ${min} bis ${max} ${currency}`,
  defaultsNote:
    'Die Optionen der Anbieter konnten nicht geladen werden: Dies sind die Standardoptionen.',
  problems: {
    empty: 'Gib einen Betrag ein.',
    invalid:
      'Gib den Betrag als Zahl mit höchstens zwei Nachkommastellen ein, z. B. 50 oder 49.99.',
    noMethod: 'Diese Zahlungsmethode wird in dieser Währung nicht angeboten.',
    belowMin: (min, currency, method) =>
      `Per ${method} kannst du mindestens ${min} ${currency} bezahlen.`,
    aboveMax: (max, currency, method) =>
      `Per ${method} kannst du höchstens ${max} ${currency} bezahlen.`,
  },
  noProviders: 'Derzeit ist kein Anbieter zum Kaufen verfügbar.',
  nothingOnThisNetwork: 'Für ein Konto in diesem Netzwerk kann hier nichts gekauft werden.',
  seeQuotes: 'Angebote ansehen',
  quoting: 'Angebote der Anbieter werden abgefragt…',
  youGet: 'Du erhältst',
  total: 'Gesamt',
  fees: 'Gebühren',
  networkFee: 'Netzwerkgebühr',
  sandbox: 'Testumgebung',
  sandboxNote: 'Nur Testzahlungen: Auszahlung auf der Entwicklungs-Chain.',
  estimate: 'Schätzung',
  estimateNote: (reason) =>
    `Dieser Anbieter hat kein Angebot gemacht${reason ? ` (${reason})` : ''}: Die Beträge sind geschätzt und können nicht bezahlt werden.`,
  buyWith: (provider, amount, currency) => `${amount} ${currency} mit ${provider} kaufen`,
  notPayable: 'Nur Schätzung: nicht bezahlbar',
  opening: 'Kasse wird geöffnet…',
  waiting: (provider) =>
    `Schließe die Zahlung im Fenster von ${provider} ab. Diese Ansicht aktualisiert sich von selbst.`,
  success: (amount, currency) => `${amount} ${currency} gekauft. Dein Guthaben ist aktualisiert.`,
  failed: 'Der Kauf ist nicht zustande gekommen: Es wurde nichts abgebucht.',
  blocked:
    'Das Zahlungsfenster konnte nicht geöffnet werden. Erlaube Pop-ups für diese Website und versuche es erneut.',
  retry: 'Erneut versuchen',
  done: 'Fertig',
}
