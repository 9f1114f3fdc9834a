import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Portefeuilles' },
  // French counts 0 and 1 in the singular.
  entry: (count) => (count <= 1 ? `${count} portefeuille` : `${count} portefeuilles`),
  entryLabel: 'Gérer les portefeuilles',
  tabsLabel: 'Espaces de noms',
  listLabel: 'Vos connexions',
  status: { active: 'Actif', connected: 'Connecté', disconnected: 'Déconnecté' },
  switchTo: (name) => `Passer à ${name}`,
  disconnect: (name) => `Déconnecter ${name}`,
  switchButton: 'Changer',
  disconnectButton: 'Déconnecter',
  addWallet: 'Ajouter un portefeuille',
  disconnectAll: 'Tout déconnecter',
  balance: 'Solde',
  none: "Aucun portefeuille n'est encore connecté ici.",
}
