import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'nl',
  loginSubject: (otp) => `Je Latch-inlogcode: ${otp}`,
  loginBody: (otp) => `Je Latch-inlogcode is ${otp}`,
  updatePrimarySubject: (otp) => `Je Latch-code om je e-mailadres te wijzigen: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Voer ${otp} in om te bevestigen dat je Latch-e-mailadres wordt gewijzigd in ${newEmail}.`,
  updateSecondarySubject: (otp) => `Je Latch-code om dit adres te bevestigen: ${otp}`,
  updateSecondaryBody: (otp) => `Voer ${otp} in om dit je Latch-e-mailadres te maken.`,
  exportSubject: (otp) => `Je Latch-code om je sleutel te exporteren: ${otp}`,
  exportBody: (otp) =>
    `Voer ${otp} in om de privésleutel van je wallet te tonen. Geef deze code of de sleutel nooit aan iemand anders.`,
  minutes: { one: '{count} minuut', other: '{count} minuten' },
  expiry: (minutes) => `De code verloopt over ${minutes} en werkt maar één keer.`,
  ignore: 'Heb je hier niet om gevraagd? Negeer dan deze e-mail: zonder de code gebeurt er niets.',
  deviceSubject: 'Keur je nieuwe apparaat goed voor Latch',
  deviceBody: (link, minutes) =>
    `Iemand logt met dit adres in bij Latch op een apparaat dat we nog niet kennen.\n\nBen jij dat? Open dan binnen ${minutes} deze link om het apparaat goed te keuren en ga daarna terug naar de app: je krijgt een inlogcode per e-mail.\n\n${link}\n\nWas jij het niet? Negeer dan deze e-mail: het apparaat blijft niet goedgekeurd.`,
}
