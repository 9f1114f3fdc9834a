import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Échanger',
    SwapSelectToken: 'Choisir un jeton',
    SwapPreview: "Vérifier l'échange",
  },
  swapButton: 'Échanger',
  youPay: 'Vous payez',
  youReceive: 'Vous recevez',
  amount: 'Montant à échanger',
  max: 'Max',
  maxLabel: 'Montant maximal',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Jeton à payer' : 'Jeton à recevoir'} : ${symbol ?? 'aucun'}`,
  selectToken: 'Choisir',
  flip: 'Inverser les jetons',
  balance: (amount, symbol) => `Solde : ${amount} ${symbol}`,
  quoting: 'Recherche du meilleur prix…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Impact sur le prix',
  minimumReceived: 'Minimum reçu',
  networkFee: 'Frais de réseau',
  slippage: (percent) => `Tolérance de glissement : ${percent} %`,
  unknown: 'Inconnu',
  review: "Vérifier l'échange",
  loadingTokens: 'Chargement des jetons échangeables…',
  problems: {
    empty: 'Saisissez un montant.',
    notANumber: 'Saisissez le montant sous forme de nombre, par exemple 25 ou 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} accepte au plus ${decimals} décimales.`,
    zero: 'Saisissez un montant supérieur à zéro.',
    notEnough: (symbol) => `Vous n'avez pas assez de ${symbol} pour cet échange.`,
  },
  errors: {
    insufficientBalance: 'Votre solde ne suffit pas pour cet échange et ses frais de réseau.',
    insufficientLiquidity:
      'La liquidité est insuffisante pour échanger ce montant. Essayez un montant plus petit ou un autre jeton.',
    approvalPending:
      "Votre autorisation n'est pas encore confirmée sur le réseau. Réessayez l'échange dans un instant ; rien n'a été échangé.",
    priceMoved:
      "Le prix a dépassé votre tolérance de glissement : l'échange n'a pas eu lieu et rien n'a été échangé. Demandez un nouveau devis pour réessayer.",
    rejected: 'Vous avez refusé la demande dans votre portefeuille.',
    networkNotSupported: 'Les échanges ne sont pas disponibles sur ce réseau.',
    unavailable: "Le service d'échange est injoignable pour le moment. Réessayez dans un instant.",
    failed: "Un problème est survenu. Rien n'a été échangé.",
  },
  select: { ...selectTokenList, suggested: 'Jetons suggérés' },
  preview: {
    step: (index, total) => `Étape ${index} sur ${total}`,
    approve: (symbol) => `Autoriser ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Autorisez d'abord la plateforme d'échange à utiliser exactement ${amount} ${symbol}. Votre portefeuille vous demande de le confirmer.`,
    swap: 'Échanger',
    checking: 'Vérification de votre autorisation…',
    retry: 'Réessayer',
    requote: 'Nouveau devis',
    done: 'Terminé',
    pending: 'Confirmez la demande dans votre portefeuille…',
    confirming: 'En attente de la confirmation de la transaction…',
    submitted:
      "La transaction a été envoyée mais n'est pas encore confirmée. L'onglet Activité l'affichera une fois confirmée.",
    approved: (symbol) => `${symbol} autorisé. Confirmez maintenant l'échange.`,
    swapped: (paid, received) =>
      `Échange terminé : ${paid} contre ${received}. Vos soldes sont à jour.`,
    rejectedApproval:
      "Vous avez refusé l'autorisation dans votre portefeuille. Rien n'a été autorisé.",
    rejectedSwap: "Vous avez refusé l'échange dans votre portefeuille. Rien n'a été échangé.",
  },
}
