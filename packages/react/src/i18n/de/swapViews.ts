import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'Tauschen', SwapSelectToken: 'Token auswählen', SwapPreview: 'Tausch prüfen' },
  swapButton: 'Tauschen',
  youPay: 'Du zahlst',
  youReceive: 'Du erhältst',
  amount: 'Betrag zum Tauschen',
  max: 'Max',
  maxLabel: 'Maximalbetrag',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token zum Bezahlen' : 'Token zum Erhalten'}: ${symbol ?? 'keiner ausgewählt'}`,
  selectToken: 'Auswählen',
  flip: 'Token tauschen',
  balance: (amount, symbol) => `Guthaben: ${amount} ${symbol}`,
  quoting: 'Bester Preis wird gesucht…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Preisauswirkung',
  minimumReceived: 'Mindestens erhalten',
  networkFee: 'Netzwerkgebühr',
  slippage: (percent) => `Slippage-Toleranz: ${percent} %`,
  unknown: 'Unbekannt',
  review: 'Tausch prüfen',
  loadingTokens: 'Tauschbare Token werden geladen…',
  problems: {
    empty: 'Gib einen Betrag ein.',
    notANumber: 'Gib den Betrag als Zahl ein, z. B. 25 oder 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} hat höchstens ${decimals} Nachkommastellen.`,
    zero: 'Gib einen Betrag über null ein.',
    notEnough: (symbol) => `Du hast nicht genug ${symbol} für diesen Tausch.`,
  },
  errors: {
    insufficientBalance: 'Dein Guthaben reicht nicht für diesen Tausch und seine Netzwerkgebühr.',
    insufficientLiquidity:
      'Für diesen Betrag gibt es nicht genug Liquidität. Versuche einen kleineren Betrag oder einen anderen Token.',
    approvalPending:
      'Deine Freigabe ist im Netzwerk noch nicht bestätigt. Versuche den Tausch gleich noch einmal; es wurde nichts getauscht.',
    priceMoved:
      'Der Preis hat sich über deine Slippage-Toleranz hinaus bewegt, daher wurde der Tausch nicht ausgeführt und nichts getauscht. Hol dir ein neues Angebot, um es erneut zu versuchen.',
    rejected: 'Du hast die Anfrage in deiner Wallet abgelehnt.',
    networkNotSupported: 'Tauschen ist in diesem Netzwerk nicht verfügbar.',
    unavailable: 'Der Tauschdienst ist gerade nicht erreichbar. Versuche es gleich noch einmal.',
    failed: 'Etwas ist schiefgelaufen. Es wurde nichts getauscht.',
  },
  select: { ...selectTokenList, suggested: 'Vorgeschlagene Token' },
  preview: {
    step: (index, total) => `Schritt ${index} von ${total}`,
    approve: (symbol) => `${symbol} freigeben`,
    approveWhy: (amount, symbol) =>
      `Erlaube der Börse zuerst, genau ${amount} ${symbol} zu verwenden. Deine Wallet bittet dich, das zu bestätigen.`,
    swap: 'Tauschen',
    checking: 'Deine Freigabe wird geprüft…',
    retry: 'Erneut versuchen',
    requote: 'Neues Angebot holen',
    done: 'Fertig',
    pending: 'Bestätige die Anfrage in deiner Wallet…',
    confirming: 'Warte auf die Bestätigung der Transaktion…',
    submitted:
      'Die Transaktion wurde gesendet, ist aber noch nicht bestätigt. Der Tab „Aktivität“ zeigt sie, sobald sie bestätigt ist.',
    approved: (symbol) => `${symbol} freigegeben. Bestätige jetzt den Tausch.`,
    swapped: (paid, received) =>
      `Tausch abgeschlossen: ${paid} gegen ${received}. Deine Guthaben sind aktualisiert.`,
    rejectedApproval:
      'Du hast die Freigabe in deiner Wallet abgelehnt. Es wurde nichts freigegeben.',
    rejectedSwap: 'Du hast den Tausch in deiner Wallet abgelehnt. Es wurde nichts getauscht.',
  },
}
