import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: {
    OnRampBuy: 'Acheter',
    OnRampProviders: 'Choisir un fournisseur',
    BuyInProgress: 'Achat',
  },
  buyButton: 'Acheter',
  loading: 'Chargement de ce que vous pouvez acheter…',
  currency: 'Devise à acheter',
  paymentCurrency: 'Payer avec',
  paymentMethod: 'Moyen de paiement',
  methods: { card: 'Carte', bank_account: 'Compte bancaire' },
  amount: 'Montant',
  limits: (method, min, max, currency) => `${method} : de ${min} à ${max} ${currency}`,
  defaultsNote:
    "Les options des fournisseurs n'ont pas pu être chargées : voici les options standard.",
  problems: {
    empty: 'Saisissez un montant.',
    invalid:
      'Saisissez le montant sous forme de nombre avec au plus deux décimales, par exemple 50 ou 49.99.',
    noMethod: "Ce moyen de paiement n'est pas proposé dans cette devise.",
    belowMin: (min, currency, method) =>
      `Le montant minimal par ${method} est de ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Le montant maximal par ${method} est de ${max} ${currency}.`,
  },
  noProviders: "Aucun fournisseur n'est disponible pour acheter pour le moment.",
  nothingOnThisNetwork: 'Rien ne peut être acheté ici pour un compte sur ce réseau.',
  seeQuotes: 'Voir les offres',
  quoting: 'Demande des offres aux fournisseurs…',
  youGet: 'Vous recevez',
  total: 'Total',
  fees: 'Frais',
  networkFee: 'Frais de réseau',
  sandbox: 'Bac à sable',
  sandboxNote: 'Paiements de test uniquement : versés sur la chaîne de développement.',
  estimate: 'Estimation',
  estimateNote: (reason) =>
    `Ce fournisseur n'a pas fait d'offre${reason ? ` (${reason})` : ''} : les montants sont une estimation et ne peuvent pas être payés.`,
  buyWith: (provider, amount, currency) => `Acheter ${amount} ${currency} avec ${provider}`,
  notPayable: 'Estimation seulement : non payable',
  opening: 'Ouverture du paiement…',
  waiting: (provider) =>
    `Finalisez le paiement dans la fenêtre ${provider}. Cette page se met à jour d'elle-même.`,
  success: (amount, currency) => `${amount} ${currency} achetés. Votre solde est à jour.`,
  failed: "L'achat n'a pas abouti : rien n'a été débité.",
  blocked:
    "La fenêtre de paiement n'a pas pu s'ouvrir. Autorisez les fenêtres pop-up pour ce site et réessayez.",
  retry: 'Réessayer',
  done: 'Terminé',
}
