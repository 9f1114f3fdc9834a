/** The secure site's own words (its approval and key-export screens), in one language (behaviour.md §20). */
export type SiteMessages = {
  close: string
  asksApproval(app: string): string
  anAppAsks: string
  message: string
  messageHex: string
  reject: string
  approve: string
  /** Approve does nothing while the screen is covered (behaviour.md §11.6). */
  obscured: string
  exportTitle: string
  exportWarning: string
  /** The warning for a user who proves it with a passkey instead of a mailed code (behaviour.md §11.7). */
  exportWarningPasskey: string
  usePasskey: string
  cancel: string
  sendCode: string
  codeLabel: string
  showKey: string
  keepOffline: string
  solanaKey: string
  privateKey: string
  copied: string
  copy: string
  done: string
  /** describeRequest's fixed titles and labels, by their English text; any other shows as it is. */
  labels: Record<string, string>
}

export const en: SiteMessages = {
  close: 'Close',
  asksApproval: (app) => `${app} asks for your approval.`,
  anAppAsks: 'An app asks for your approval.',
  message: 'Message',
  messageHex: 'Message (hex)',
  reject: 'Reject',
  approve: 'Approve',
  obscured: 'Approve works once this screen is in full view, with nothing over it.',
  exportTitle: 'Export private key',
  exportWarning:
    'Anyone with this key controls your wallet and its funds. Never share it, and never paste it into a website. We will send a code to your e-mail first.',
  exportWarningPasskey:
    'Anyone with this key controls your wallet and its funds. Never share it, and never paste it into a website. We will ask for your passkey first.',
  usePasskey: 'Use passkey',
  cancel: 'Cancel',
  sendCode: 'Send code',
  codeLabel: 'Code from the e-mail',
  showKey: 'Show key',
  keepOffline: 'Your private key. Keep it offline.',
  solanaKey: 'Solana private key (base58, as Solana wallets import it)',
  privateKey: 'Private key',
  copied: 'Copied',
  copy: 'Copy',
  done: 'Done',
  labels: {},
}

const fr: SiteMessages = {
  close: 'Fermer',
  asksApproval: (app) => `${app} demande votre approbation.`,
  anAppAsks: 'Une application demande votre approbation.',
  message: 'Message',
  messageHex: 'Message (hex)',
  reject: 'Refuser',
  approve: 'Approuver',
  obscured:
    'Le bouton Approuver ne fonctionne que lorsque cet écran est entièrement visible, sans rien par-dessus.',
  exportTitle: 'Exporter la clé privée',
  exportWarning:
    "Quiconque possède cette clé contrôle votre portefeuille et ses fonds. Ne la partagez jamais et ne la collez jamais dans un site web. Nous enverrons d'abord un code à votre adresse e-mail.",
  exportWarningPasskey:
    "Quiconque possède cette clé contrôle votre portefeuille et ses fonds. Ne la partagez jamais et ne la collez jamais dans un site web. Nous vous demanderons d'abord votre clé d'accès.",
  usePasskey: "Utiliser la clé d'accès",
  cancel: 'Annuler',
  sendCode: 'Envoyer le code',
  codeLabel: 'Code reçu par e-mail',
  showKey: 'Afficher la clé',
  keepOffline: 'Votre clé privée. Conservez-la hors ligne.',
  solanaKey: 'Clé privée Solana (base58, telle que les portefeuilles Solana l’importent)',
  privateKey: 'Clé privée',
  copied: 'Copiée',
  copy: 'Copier',
  done: 'Terminé',
  labels: {
    'Sign a message': 'Signer un message',
    'Send a transaction': 'Envoyer une transaction',
    'Sign a transaction': 'Signer une transaction',
    'Create a contract': 'Créer un contrat',
    Account: 'Compte',
    Network: 'Réseau',
    Amount: 'Montant',
    'Total amount': 'Montant total',
    To: 'À',
    From: 'De',
    Data: 'Données',
    'Fee payer': 'Payeur des frais',
    Transaction: 'Transaction',
    Program: 'Programme',
    Programs: 'Programmes',
    Send: 'Envoi',
    'Send tokens': 'Envoi de jetons',
  },
}

const de: SiteMessages = {
  close: 'Schließen',
  asksApproval: (app) => `${app} bittet um deine Bestätigung.`,
  anAppAsks: 'Eine App bittet um deine Bestätigung.',
  message: 'Nachricht',
  messageHex: 'Nachricht (hex)',
  reject: 'Ablehnen',
  approve: 'Bestätigen',
  obscured:
    '„Bestätigen“ funktioniert erst, wenn dieser Bildschirm vollständig sichtbar ist und nichts darüber liegt.',
  exportTitle: 'Privaten Schlüssel exportieren',
  exportWarning:
    'Wer diesen Schlüssel hat, kontrolliert deine Wallet und ihr Guthaben. Gib ihn niemals weiter und füge ihn nie in eine Website ein. Wir senden dir zuerst einen Code per E-Mail.',
  exportWarningPasskey:
    'Wer diesen Schlüssel hat, kontrolliert dein Wallet und dein Guthaben. Teile ihn nie und füge ihn nie in eine Website ein. Wir fragen zuerst nach deinem Passkey.',
  usePasskey: 'Passkey verwenden',
  cancel: 'Abbrechen',
  sendCode: 'Code senden',
  codeLabel: 'Code aus der E-Mail',
  showKey: 'Schlüssel anzeigen',
  keepOffline: 'Dein privater Schlüssel. Bewahre ihn offline auf.',
  solanaKey: 'Privater Solana-Schlüssel (base58, wie Solana-Wallets ihn importieren)',
  privateKey: 'Privater Schlüssel',
  copied: 'Kopiert',
  copy: 'Kopieren',
  done: 'Fertig',
  labels: {
    'Sign a message': 'Nachricht signieren',
    'Send a transaction': 'Transaktion senden',
    'Sign a transaction': 'Transaktion signieren',
    'Create a contract': 'Vertrag erstellen',
    Account: 'Konto',
    Network: 'Netzwerk',
    Amount: 'Betrag',
    'Total amount': 'Gesamtbetrag',
    To: 'An',
    From: 'Von',
    Data: 'Daten',
    'Fee payer': 'Gebührenzahler',
    Transaction: 'Transaktion',
    Program: 'Programm',
    Programs: 'Programme',
    Send: 'Senden',
    'Send tokens': 'Token senden',
  },
}

const ja: SiteMessages = {
  close: '閉じる',
  asksApproval: (app) => `${app} が承認を求めています。`,
  anAppAsks: 'アプリが承認を求めています。',
  message: 'メッセージ',
  messageHex: 'メッセージ (16 進数)',
  reject: '拒否',
  approve: '承認',
  obscured: 'この画面が何にも覆われず、すべて表示されているときだけ「承認」を押せます。',
  exportTitle: '秘密鍵をエクスポート',
  exportWarning:
    'この鍵を持つ人は誰でも、あなたのウォレットと資産を操作できます。決して他人に教えたり、ウェブサイトに貼り付けたりしないでください。まず、メールアドレスにコードを送信します。',
  exportWarningPasskey:
    'この鍵を持つ人は誰でも、あなたのウォレットと資産を操作できます。絶対に共有したり、ウェブサイトに貼り付けたりしないでください。まずパスキーの確認を行います。',
  usePasskey: 'パスキーを使う',
  cancel: 'キャンセル',
  sendCode: 'コードを送信',
  codeLabel: 'メールに記載されたコード',
  showKey: '秘密鍵を表示',
  keepOffline: 'あなたの秘密鍵です。オフラインで保管してください。',
  solanaKey: 'Solana の秘密鍵 (base58、Solana ウォレットでインポートできる形式)',
  privateKey: '秘密鍵',
  copied: 'コピーしました',
  copy: 'コピー',
  done: '完了',
  labels: {
    'Sign a message': 'メッセージに署名',
    'Send a transaction': '取引を送信',
    'Sign a transaction': '取引に署名',
    'Create a contract': 'コントラクトを作成',
    Account: 'アカウント',
    Network: 'ネットワーク',
    Amount: '金額',
    'Total amount': '合計金額',
    To: '送信先',
    From: '送信元',
    Data: 'データ',
    'Fee payer': '手数料の支払者',
    Transaction: '取引',
    Program: 'プログラム',
    Programs: 'プログラム',
    Send: '送金',
    'Send tokens': 'トークンの送金',
  },
}

const ar: SiteMessages = {
  close: 'إغلاق',
  asksApproval: (app) => `يطلب ${app} موافقتك.`,
  anAppAsks: 'يطلب تطبيق موافقتك.',
  message: 'الرسالة',
  messageHex: 'الرسالة (ست عشري)',
  reject: 'رفض',
  approve: 'موافقة',
  obscured: 'يعمل زر «موافقة» فقط عندما تكون هذه الشاشة ظاهرة بالكامل ولا يغطيها شيء.',
  exportTitle: 'تصدير المفتاح الخاص',
  exportWarning:
    'أي شخص يملك هذا المفتاح يتحكم في محفظتك وأموالها. لا تشاركه أبدًا، ولا تلصقه في أي موقع ويب. سنرسل أولًا رمزًا إلى بريدك الإلكتروني.',
  exportWarningPasskey:
    'كل من يملك هذا المفتاح يتحكم في محفظتك وأموالها. لا تشاركه أبدًا ولا تلصقه في أي موقع ويب. سنطلب مفتاح المرور أولًا.',
  usePasskey: 'استخدام مفتاح المرور',
  cancel: 'إلغاء',
  sendCode: 'إرسال الرمز',
  codeLabel: 'الرمز الوارد في البريد الإلكتروني',
  showKey: 'إظهار المفتاح',
  keepOffline: 'مفتاحك الخاص. احتفظ به دون اتصال بالإنترنت.',
  solanaKey: 'المفتاح الخاص لـ Solana (base58، بالصيغة التي تستورده بها محافظ Solana)',
  privateKey: 'المفتاح الخاص',
  copied: 'تم النسخ',
  copy: 'نسخ',
  done: 'تم',
  labels: {
    'Sign a message': 'توقيع رسالة',
    'Send a transaction': 'إرسال معاملة',
    'Sign a transaction': 'توقيع معاملة',
    'Create a contract': 'إنشاء عقد',
    Account: 'الحساب',
    Network: 'الشبكة',
    Amount: 'المبلغ',
    'Total amount': 'المبلغ الإجمالي',
    To: 'إلى',
    From: 'من',
    Data: 'البيانات',
    'Fee payer': 'دافع الرسوم',
    Transaction: 'المعاملة',
    Program: 'البرنامج',
    Programs: 'البرامج',
    Send: 'إرسال',
    'Send tokens': 'إرسال رموز',
  },
}

const byLanguage: Record<string, SiteMessages> = { en, fr, de, ja, ar }

/**
 * The language the secure site shows: the app's (SYNC_DAPP_DATA's `locale`), or, for `'auto'`, this browser's
 * first, which is the visitor's as the app sees it (behaviour.md §20). English when none or unknown.
 */
export function siteLocale(
  requested: string | undefined,
  languages: readonly string[],
): { tag: string; messages: SiteMessages; dir: 'ltr' | 'rtl' } {
  let tag = (requested === 'auto' ? languages[0] : requested) ?? 'en'
  try {
    tag = Intl.getCanonicalLocales(tag)[0] ?? 'en'
  } catch {
    tag = 'en'
  }
  const language = tag.split('-')[0] ?? 'en'
  const messages = byLanguage[language] ?? en
  return {
    tag: messages === en ? 'en' : tag,
    messages,
    dir: ['ar', 'fa', 'he'].includes(language) ? 'rtl' : 'ltr',
  }
}
