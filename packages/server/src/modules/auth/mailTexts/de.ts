import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'de',
  loginSubject: (otp) => `Dein Latch-Anmeldecode: ${otp}`,
  loginBody: (otp) => `Dein Latch-Anmeldecode lautet ${otp}`,
  updatePrimarySubject: (otp) => `Dein Latch-Code zum Ändern deiner E-Mail-Adresse: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Gib ${otp} ein, um zu bestätigen, dass deine Latch-E-Mail-Adresse zu ${newEmail} geändert wird.`,
  updateSecondarySubject: (otp) => `Dein Latch-Code zum Bestätigen dieser Adresse: ${otp}`,
  updateSecondaryBody: (otp) =>
    `Gib ${otp} ein, um diese Adresse als deine Latch-E-Mail-Adresse zu verwenden.`,
  exportSubject: (otp) => `Dein Latch-Code zum Exportieren deines Schlüssels: ${otp}`,
  exportBody: (otp) =>
    `Gib ${otp} ein, um den privaten Schlüssel deiner Wallet anzuzeigen. Gib diesen Code und den Schlüssel niemals an andere weiter.`,
  minutes: { one: '{count} Minute', other: '{count} Minuten' },
  expiry: (minutes) => `Er läuft in ${minutes} ab und funktioniert nur einmal.`,
  ignore:
    'Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code passiert nichts.',
  deviceSubject: 'Gib dein neues Gerät für Latch frei',
  deviceBody: (link, minutes) =>
    `Jemand meldet sich mit dieser Adresse auf einem Gerät bei Latch an, das noch nicht bekannt ist.\n\nWenn du das bist, öffne diesen Link innerhalb von ${minutes}, um das Gerät freizugeben, und kehre dann zur App zurück: Ein Anmeldecode folgt per E-Mail.\n\n${link}\n\nWenn du das nicht warst, ignoriere diese E-Mail: Das Gerät bleibt gesperrt.`,
}
