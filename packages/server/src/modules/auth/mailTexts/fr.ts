import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'fr',
  loginSubject: (otp) => `Votre code de connexion Latch : ${otp}`,
  loginBody: (otp) => `Votre code de connexion Latch est ${otp}`,
  updatePrimarySubject: (otp) => `Votre code Latch pour changer d'adresse e-mail : ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Saisissez ${otp} pour confirmer le remplacement de votre adresse e-mail Latch par ${newEmail}.`,
  updateSecondarySubject: (otp) => `Votre code Latch pour confirmer cette adresse : ${otp}`,
  updateSecondaryBody: (otp) => `Saisissez ${otp} pour faire de cette adresse votre e-mail Latch.`,
  exportSubject: (otp) => `Votre code Latch pour exporter votre clé : ${otp}`,
  exportBody: (otp) =>
    `Saisissez ${otp} pour afficher la clé privée de votre portefeuille. Ne communiquez jamais ce code ni la clé à qui que ce soit.`,
  minutes: { one: '{count} minute', other: '{count} minutes' },
  expiry: (minutes) => `Il expire dans ${minutes} et ne fonctionne qu'une fois.`,
  ignore: "Si vous ne l'avez pas demandé, ignorez cet e-mail : rien ne se passe sans le code.",
  deviceSubject: 'Approuvez votre nouvel appareil pour Latch',
  deviceBody: (link, minutes) =>
    `Quelqu'un se connecte à Latch avec cette adresse sur un appareil inconnu.\n\nSi c'est vous, ouvrez ce lien dans les ${minutes} pour approuver l'appareil, puis revenez dans l'application : un code de connexion suivra par e-mail.\n\n${link}\n\nSi ce n'est pas vous, ignorez cet e-mail : l'appareil reste non approuvé.`,
}

/** Words that are the English ones in this language too (docs/locales.md). */
export const sameAsEnglish: readonly string[] = ['minutes.other']
