import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Choisissez votre nom',
    RegisterAccountNameSuccess: 'Nom enregistré',
  },
  registerButton: 'Enregistrer un nom',
  label: 'Nom',
  hint: (zone) =>
    `Votre nom dans ${zone}, auquel tout portefeuille compatible ENS peut envoyer des fonds.`,
  problems: {
    empty: 'Saisissez le nom que vous voulez.',
    characters: 'Utilisez uniquement des lettres, des chiffres et des tirets.',
    tooShort: 'Un nom compte au moins 4 caractères.',
    tooLong: 'Un nom compte au plus 63 caractères.',
  },
  checking: 'Vérification…',
  available: (name) => `${name} est disponible.`,
  taken: (name) => `${name} est déjà pris.`,
  suggestionsTitle: 'Disponibles à la place',
  register: 'Enregistrer',
  signing: 'Signez le message dans votre portefeuille…',
  success: (name) =>
    `${name} est à vous. Les portefeuilles qui lisent les noms ENS peuvent y envoyer des fonds.`,
  done: 'Retour au compte',
}
