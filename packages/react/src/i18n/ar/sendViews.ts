import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'إرسال', WalletSendPreview: 'مراجعة الإرسال' },
  sendButton: 'إرسال',
  token: 'الرمز',
  select: selectTokenList,
  recipient: 'المستلم',
  recipientPlaceholder: 'العنوان (0x…)',
  recipientPlaceholderWithNames: 'العنوان (0x…) أو الاسم (ada.eth)',
  amount: 'المبلغ',
  max: 'الحد الأقصى',
  maxLabel: 'المبلغ الأقصى',
  balance: (amount, symbol) => `الرصيد: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'سرعة رسوم الشبكة',
    slow: 'بطيئة',
    normal: 'عادية',
    fast: 'سريعة',
  },
  continue: 'متابعة',
  loadingTokens: 'جارٍ تحميل رموزك…',
  problems: {
    noToken: 'لا يوجد ما يمكن إرساله على هذه الشبكة بعد.',
    noRecipient: 'أدخل عنوان المستلم.',
    invalidRecipient: (network) => `هذا ليس عنوانًا على ${network}.`,
    namesNotSupported: 'الأسماء غير مدعومة على هذه الشبكة بعد. أدخل عنوان المستلم.',
    badChecksum: (checksummed) =>
      `يبدو أن هذا العنوان مكتوب بشكل خاطئ: الأحرف الكبيرة فيه غير متطابقة. تحقّق منه مع المستلم. الصيغة الصحيحة هي ${checksummed}.`,
    empty: 'أدخل مبلغًا.',
    notANumber: 'أدخل المبلغ كرقم، مثل 25 أو 0.5.',
    tooManyDecimals: (symbol, decimals) => `لا يقبل ${symbol} أكثر من ${decimals} منازل عشرية.`,
    zero: 'أدخل مبلغًا أكبر من صفر.',
    insufficientBalance: (symbol, native) =>
      native
        ? `ليس لديك ما يكفي من ${symbol} لإرسال هذا المبلغ ودفع رسوم الشبكة.`
        : `ليس لديك ما يكفي من ${symbol} لإرسال هذا المبلغ.`,
  },
  names: {
    resolving: (name) => `جارٍ البحث عن ${name}…`,
    resolved: (name, address) => `${name} هو ${address}.`,
    notFound: (name) => `لم يتم العثور على عنوان لـ ${name}`,
    invalid: (name) => `${name} ليس اسمًا صالحًا.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `هذا العنوان بلا مجموع اختباري. سيتم الإرسال إلى ${checksummed}.`,
    self: 'هذا عنوانك أنت: أنت ترسل إلى نفسك.',
  },
  preview: {
    sending: 'سترسل',
    to: 'إلى',
    network: 'الشبكة',
    fee: 'رسوم الشبكة',
    feeSpeed: 'سرعة الرسوم',
    total: 'الإجمالي',
    estimating: 'جارٍ التقدير…',
    feeUnavailable: 'تعذّر التقدير',
    unknownTotal: 'غير معروف (لا يوجد سعر)',
    send: 'إرسال',
    retry: 'إعادة المحاولة',
    pending: 'أكّد المعاملة في محفظتك…',
    rejected: 'رفضت الطلب في محفظتك. لم يتم إرسال أي شيء.',
    failed: (reason) => `تعذّر إرسال المعاملة: ${reason}`,
  },
}
