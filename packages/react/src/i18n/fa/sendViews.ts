import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'ارسال', WalletSendPreview: 'بررسی ارسال' },
  sendButton: 'ارسال',
  token: 'توکن',
  select: selectTokenList,
  recipient: 'گیرنده',
  recipientPlaceholder: 'آدرس (0x…)',
  recipientPlaceholderWithNames: 'آدرس (0x…) یا نام (ada.eth)',
  amount: 'مقدار',
  max: 'حداکثر',
  maxLabel: 'حداکثر مقدار',
  balance: (amount, symbol) => `موجودی: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'سرعت کارمزد شبکه',
    slow: 'کند',
    normal: 'معمولی',
    fast: 'سریع',
  },
  continue: 'ادامه',
  loadingTokens: 'در حال بارگذاری توکن‌های شما…',
  problems: {
    noToken: 'هنوز چیزی برای ارسال در این شبکه ندارید.',
    noRecipient: 'آدرس گیرنده را وارد کنید.',
    invalidRecipient: (network) => `این آدرس معتبری در ${network} نیست.`,
    namesNotSupported: 'این شبکه هنوز از نام‌ها پشتیبانی نمی‌کند. آدرس گیرنده را وارد کنید.',
    badChecksum: (checksummed) =>
      `به نظر می‌رسد این آدرس اشتباه تایپ شده است: حروف بزرگ آن مطابقت ندارند. آن را با گیرنده بررسی کنید. شکل درست آن ${checksummed} است.`,
    empty: 'مقدار را وارد کنید.',
    notANumber: 'مقدار را به صورت عدد وارد کنید، مثلاً 25 یا 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} حداکثر ${decimals} رقم اعشار دارد.`,
    zero: 'مقداری بیشتر از صفر وارد کنید.',
    insufficientBalance: (symbol, native) =>
      native
        ? `${symbol} کافی برای این ارسال و پرداخت کارمزد شبکه ندارید.`
        : `${symbol} کافی برای این ارسال ندارید.`,
  },
  names: {
    resolving: (name) => `در حال جستجوی ${name}…`,
    resolved: (name, address) => `${name} همان ${address} است.`,
    notFound: (name) => `آدرسی برای ${name} پیدا نشد`,
    invalid: (name) => `${name} نام معتبری نیست.`,
  },
  warnings: {
    notChecksummed: (checksummed) => `این آدرس چک‌سام ندارد. به ${checksummed} ارسال خواهد شد.`,
    self: 'این آدرس خود شماست: در حال ارسال به خودتان هستید.',
  },
  preview: {
    sending: 'ارسال می‌کنید',
    to: 'به',
    network: 'شبکه',
    fee: 'کارمزد شبکه',
    feeSpeed: 'سرعت کارمزد',
    total: 'مجموع',
    estimating: 'در حال برآورد…',
    feeUnavailable: 'برآورد ممکن نشد',
    unknownTotal: 'نامشخص (بدون قیمت)',
    send: 'ارسال',
    retry: 'تلاش دوباره',
    pending: 'تراکنش را در کیف پول خود تأیید کنید…',
    rejected: 'درخواست را در کیف پول خود رد کردید. چیزی ارسال نشد.',
    failed: (reason) => `ارسال تراکنش ممکن نشد: ${reason}`,
  },
}
