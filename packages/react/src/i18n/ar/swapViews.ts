import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'مبادلة', SwapSelectToken: 'اختيار رمز', SwapPreview: 'مراجعة المبادلة' },
  swapButton: 'مبادلة',
  youPay: 'ستدفع',
  youReceive: 'ستستلم',
  amount: 'المبلغ المراد مبادلته',
  max: 'الحد الأقصى',
  maxLabel: 'المبلغ الأقصى',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'الرمز الذي تدفع به' : 'الرمز الذي تستلمه'}: ${symbol ?? 'لم يتم الاختيار'}`,
  selectToken: 'اختيار',
  flip: 'تبديل الرمزين',
  balance: (amount, symbol) => `الرصيد: ${amount} ${symbol}`,
  quoting: 'جارٍ البحث عن أفضل سعر…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'تأثير السعر',
  minimumReceived: 'الحد الأدنى المستلَم',
  networkFee: 'رسوم الشبكة',
  slippage: (percent) => `نسبة الانزلاق المسموح بها: ${percent}%`,
  unknown: 'غير معروف',
  review: 'مراجعة المبادلة',
  loadingTokens: 'جارٍ تحميل الرموز القابلة للمبادلة…',
  problems: {
    empty: 'أدخل مبلغًا.',
    notANumber: 'أدخل المبلغ كرقم، مثل 25 أو 0.5.',
    tooManyDecimals: (symbol, decimals) => `لا يقبل ${symbol} أكثر من ${decimals} منازل عشرية.`,
    zero: 'أدخل مبلغًا أكبر من صفر.',
    notEnough: (symbol) => `ليس لديك ما يكفي من ${symbol} لهذه المبادلة.`,
  },
  errors: {
    insufficientBalance: 'رصيدك لا يكفي لهذه المبادلة ورسوم الشبكة الخاصة بها.',
    insufficientLiquidity: 'لا توجد سيولة كافية لمبادلة هذا المبلغ. جرّب مبلغًا أصغر أو رمزًا آخر.',
    approvalPending:
      'لم يتم تأكيد موافقتك على الشبكة بعد. أعد محاولة المبادلة بعد لحظات؛ لم تتم مبادلة أي شيء.',
    priceMoved:
      'تغيّر السعر بما يتجاوز نسبة الانزلاق المسموح بها، لذا لم تتم المبادلة ولم تتم مبادلة أي شيء. احصل على عرض سعر جديد للمحاولة مرة أخرى.',
    rejected: 'رفضت الطلب في محفظتك.',
    networkNotSupported: 'المبادلات غير متاحة على هذه الشبكة.',
    unavailable: 'تعذّر الوصول إلى خدمة المبادلة حاليًا. أعد المحاولة بعد لحظات.',
    failed: 'حدث خطأ ما. لم تتم مبادلة أي شيء.',
  },
  select: { ...selectTokenList, suggested: 'رموز مقترحة' },
  preview: {
    step: (index, total) => `الخطوة ${index} من ${total}`,
    approve: (symbol) => `الموافقة على ${symbol}`,
    approveWhy: (amount, symbol) =>
      `اسمح أولًا للمنصة باستخدام ${amount} ${symbol} بالضبط. ستطلب منك محفظتك تأكيد ذلك.`,
    swap: 'مبادلة',
    checking: 'جارٍ التحقق من موافقتك…',
    retry: 'إعادة المحاولة',
    requote: 'الحصول على عرض سعر جديد',
    done: 'تم',
    pending: 'أكّد الطلب في محفظتك…',
    confirming: 'في انتظار تأكيد المعاملة…',
    submitted: 'تم إرسال المعاملة لكنها لم تتأكد بعد. ستظهر في علامة تبويب النشاط بمجرد تأكيدها.',
    approved: (symbol) => `تمت الموافقة على ${symbol}. أكّد المبادلة الآن.`,
    swapped: (paid, received) => `اكتملت المبادلة: ${paid} مقابل ${received}. تم تحديث أرصدتك.`,
    rejectedApproval: 'رفضت الموافقة في محفظتك. لم تتم الموافقة على أي شيء.',
    rejectedSwap: 'رفضت المبادلة في محفظتك. لم تتم مبادلة أي شيء.',
  },
}
