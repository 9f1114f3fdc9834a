import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Envoyer', WalletSendPreview: "Vérifier l'envoi" },
  sendButton: 'Envoyer',
  token: 'Jeton',
  select: selectTokenList,
  recipient: 'Destinataire',
  recipientPlaceholder: 'Adresse (0x…)',
  recipientPlaceholderWithNames: 'Adresse (0x…) ou nom (ada.eth)',
  amount: 'Montant',
  max: 'Max',
  maxLabel: 'Montant maximal',
  balance: (amount, symbol) => `Solde : ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Vitesse des frais de réseau',
    slow: 'Lente',
    normal: 'Normale',
    fast: 'Rapide',
  },
  continue: 'Continuer',
  loadingTokens: 'Chargement de vos jetons…',
  problems: {
    noToken: "Il n'y a encore rien à envoyer sur ce réseau.",
    noRecipient: "Saisissez l'adresse du destinataire.",
    invalidRecipient: (network) => `Ce n'est pas une adresse valide sur ${network}.`,
    namesNotSupported:
      "Les noms ne sont pas encore pris en charge sur ce réseau. Saisissez l'adresse du destinataire.",
    badChecksum: (checksummed) =>
      `Cette adresse semble mal saisie : ses majuscules ne correspondent pas. Vérifiez-la auprès du destinataire. La forme correcte serait ${checksummed}.`,
    empty: 'Saisissez un montant.',
    notANumber: 'Saisissez le montant sous forme de nombre, par exemple 25 ou 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} accepte au plus ${decimals} décimales.`,
    zero: 'Saisissez un montant supérieur à zéro.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Vous n'avez pas assez de ${symbol} pour cet envoi et les frais de réseau.`
        : `Vous n'avez pas assez de ${symbol} pour cet envoi.`,
  },
  names: {
    resolving: (name) => `Recherche de ${name}…`,
    resolved: (name, address) => `${name} correspond à ${address}.`,
    notFound: (name) => `Aucune adresse trouvée pour ${name}`,
    invalid: (name) => `${name} n'est pas un nom valide.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Cette adresse n'a pas de somme de contrôle. L'envoi se fera vers ${checksummed}.`,
    self: "C'est votre propre adresse : vous vous envoyez des fonds à vous-même.",
  },
  preview: {
    sending: 'Vous envoyez',
    to: 'À',
    network: 'Réseau',
    fee: 'Frais de réseau',
    feeSpeed: 'Vitesse des frais',
    total: 'Total',
    estimating: 'Estimation…',
    feeUnavailable: "Impossible d'estimer",
    unknownTotal: 'Inconnu (pas de prix)',
    send: 'Envoyer',
    retry: 'Réessayer',
    pending: 'Confirmez la transaction dans votre portefeuille…',
    rejected: "Vous avez refusé la demande dans votre portefeuille. Rien n'a été envoyé.",
    failed: (reason) => `La transaction n'a pas pu être envoyée : ${reason}`,
  },
}
