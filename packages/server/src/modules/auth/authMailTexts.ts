import { DEVICE_LINK_TTL_MS, OTP_TTL_MS } from './authRules'

const otpMinutes = Math.round(OTP_TTL_MS / 60_000)
const linkMinutes = Math.round(DEVICE_LINK_TTL_MS / 60_000)

/** The words of Latch's e-mails in one language (behaviour.md §20): the code's purposes and the device link. */
export type AuthMailTexts = {
  loginSubject(otp: string): string
  loginBody(otp: string): string
  updatePrimarySubject(otp: string): string
  updatePrimaryBody(otp: string, newEmail: string | null | undefined): string
  updateSecondarySubject(otp: string): string
  updateSecondaryBody(otp: string): string
  exportSubject(otp: string): string
  exportBody(otp: string): string
  expiry: string
  ignore: string
  deviceSubject: string
  deviceBody(link: string): string
}

const en: AuthMailTexts = {
  loginSubject: (otp) => `Your Latch login code: ${otp}`,
  loginBody: (otp) => `Your Latch login code is ${otp}`,
  updatePrimarySubject: (otp) => `Your Latch code to change your e-mail: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Enter ${otp} to confirm changing your Latch e-mail address to ${newEmail}.`,
  updateSecondarySubject: (otp) => `Your Latch code to confirm this address: ${otp}`,
  updateSecondaryBody: (otp) => `Enter ${otp} to make this your Latch e-mail address.`,
  exportSubject: (otp) => `Your Latch code to export your key: ${otp}`,
  exportBody: (otp) =>
    `Enter ${otp} to reveal your wallet's private key. Never give this code or the key to anyone.`,
  expiry: `It expires in ${otpMinutes} minutes and works once.`,
  ignore: 'If you did not ask for it, ignore this e-mail: nothing happens without the code.',
  deviceSubject: 'Approve your new device for Latch',
  deviceBody: (link) =>
    `Someone is signing in to Latch with this address on a device it has not seen before.\n\nIf it is you, open this link within ${linkMinutes} minutes to approve the device, then go back to the app: a login code follows by e-mail.\n\n${link}\n\nIf it was not you, ignore this e-mail: the device stays unapproved.`,
}

const de: AuthMailTexts = {
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
  expiry: `Er läuft in ${otpMinutes} Minuten ab und funktioniert nur einmal.`,
  ignore:
    'Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code passiert nichts.',
  deviceSubject: 'Gib dein neues Gerät für Latch frei',
  deviceBody: (link) =>
    `Jemand meldet sich mit dieser Adresse auf einem Gerät bei Latch an, das noch nicht bekannt ist.\n\nWenn du das bist, öffne diesen Link innerhalb von ${linkMinutes} Minuten, um das Gerät freizugeben, und kehre dann zur App zurück: Ein Anmeldecode folgt per E-Mail.\n\n${link}\n\nWenn du das nicht warst, ignoriere diese E-Mail: Das Gerät bleibt gesperrt.`,
}

const fr: AuthMailTexts = {
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
  expiry: `Il expire dans ${otpMinutes} minutes et ne fonctionne qu'une fois.`,
  ignore: "Si vous ne l'avez pas demandé, ignorez cet e-mail : rien ne se passe sans le code.",
  deviceSubject: 'Approuvez votre nouvel appareil pour Latch',
  deviceBody: (link) =>
    `Quelqu'un se connecte à Latch avec cette adresse sur un appareil inconnu.\n\nSi c'est vous, ouvrez ce lien dans les ${linkMinutes} minutes pour approuver l'appareil, puis revenez dans l'application : un code de connexion suivra par e-mail.\n\n${link}\n\nSi ce n'est pas vous, ignorez cet e-mail : l'appareil reste non approuvé.`,
}

const ja: AuthMailTexts = {
  loginSubject: (otp) => `Latch のログインコード: ${otp}`,
  loginBody: (otp) => `Latch のログインコードは ${otp} です`,
  updatePrimarySubject: (otp) => `メールアドレス変更用の Latch コード: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Latch のメールアドレスを ${newEmail} に変更するには、${otp} を入力してください。`,
  updateSecondarySubject: (otp) => `このアドレスを確認するための Latch コード: ${otp}`,
  updateSecondaryBody: (otp) =>
    `このアドレスを Latch のメールアドレスにするには、${otp} を入力してください。`,
  exportSubject: (otp) => `秘密鍵エクスポート用の Latch コード: ${otp}`,
  exportBody: (otp) =>
    `ウォレットの秘密鍵を表示するには、${otp} を入力してください。このコードや秘密鍵は決して他人に教えないでください。`,
  expiry: `有効期限は ${otpMinutes} 分で、使用できるのは 1 回のみです。`,
  ignore:
    'お心当たりがない場合は、このメールを無視してください。コードがなければ何も起こりません。',
  deviceSubject: 'Latch で新しいデバイスを承認してください',
  deviceBody: (link) =>
    `このメールアドレスで、これまで使われたことのないデバイスから Latch へのサインインが行われています。\n\nご本人の場合は、${linkMinutes} 分以内にこのリンクを開いてデバイスを承認し、アプリに戻ってください。ログインコードがメールで届きます。\n\n${link}\n\nお心当たりがない場合は、このメールを無視してください。デバイスは承認されません。`,
}

const ar: AuthMailTexts = {
  loginSubject: (otp) => `رمز تسجيل الدخول إلى Latch: ${otp}`,
  loginBody: (otp) => `رمز تسجيل الدخول إلى Latch هو ${otp}`,
  updatePrimarySubject: (otp) => `رمز Latch لتغيير بريدك الإلكتروني: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `أدخل ${otp} لتأكيد تغيير بريدك الإلكتروني في Latch إلى ${newEmail}.`,
  updateSecondarySubject: (otp) => `رمز Latch لتأكيد هذا العنوان: ${otp}`,
  updateSecondaryBody: (otp) => `أدخل ${otp} لاعتماد هذا العنوان بريدًا إلكترونيًا لك في Latch.`,
  exportSubject: (otp) => `رمز Latch لتصدير مفتاحك: ${otp}`,
  exportBody: (otp) =>
    `أدخل ${otp} لإظهار المفتاح الخاص لمحفظتك. لا تعطِ هذا الرمز أو المفتاح لأي شخص أبدًا.`,
  expiry: `تنتهي صلاحيته خلال ${otpMinutes} دقائق ويعمل مرة واحدة فقط.`,
  ignore: 'إذا لم تطلبه، فتجاهل هذه الرسالة: لن يحدث شيء من دون الرمز.',
  deviceSubject: 'وافق على جهازك الجديد في Latch',
  deviceBody: (link) =>
    `يحاول شخص ما تسجيل الدخول إلى Latch بهذا العنوان على جهاز لم يُستخدم من قبل.\n\nإذا كنت أنت، فافتح هذا الرابط خلال ${linkMinutes} دقيقة للموافقة على الجهاز، ثم عُد إلى التطبيق: سيصلك رمز تسجيل الدخول بالبريد الإلكتروني.\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: سيبقى الجهاز غير موافَق عليه.`,
}

const byLanguage: Record<string, AuthMailTexts> = { en, de, fr, ja, ar }

/**
 * The e-mail's language for the visitor's locale (the login request's `locale`, a BCP 47 tag): its language's
 * texts, English for any other or none.
 */
export function authMailTexts(locale: string | undefined): AuthMailTexts {
  const language = locale?.split('-')[0]?.toLowerCase()
  return (language && byLanguage[language]) || en
}
