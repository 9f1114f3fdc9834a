import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'سواپ', SwapSelectToken: 'انتخاب توکن', SwapPreview: 'بررسی سواپ' },
  swapButton: 'سواپ',
  youPay: 'پرداخت می‌کنید',
  youReceive: 'دریافت می‌کنید',
  amount: 'مقدار برای سواپ',
  max: 'حداکثر',
  maxLabel: 'حداکثر مقدار',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'توکن پرداختی' : 'توکن دریافتی'}: ${symbol ?? 'انتخاب نشده'}`,
  selectToken: 'انتخاب',
  flip: 'جابه‌جایی توکن‌ها',
  balance: (amount, symbol) => `موجودی: ${amount} ${symbol}`,
  quoting: 'در حال یافتن بهترین قیمت…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'تأثیر قیمت',
  minimumReceived: 'حداقل دریافتی',
  networkFee: 'کارمزد شبکه',
  slippage: (percent) => `تحمل لغزش قیمت: ${percent}%`,
  unknown: 'نامشخص',
  review: 'بررسی سواپ',
  loadingTokens: 'در حال بارگذاری توکن‌های قابل سواپ…',
  problems: {
    empty: 'مقدار را وارد کنید.',
    notANumber: 'مقدار را به صورت عدد وارد کنید، مثلاً 25 یا 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} حداکثر ${decimals} رقم اعشار دارد.`,
    zero: 'مقداری بیشتر از صفر وارد کنید.',
    notEnough: (symbol) => `${symbol} کافی برای این سواپ ندارید.`,
  },
  errors: {
    insufficientBalance: 'موجودی شما برای این سواپ و کارمزد شبکهٔ آن کافی نیست.',
    insufficientLiquidity:
      'نقدینگی کافی برای سواپ این مقدار وجود ندارد. مقدار کمتر یا توکن دیگری را امتحان کنید.',
    approvalPending:
      'تأیید شما هنوز در شبکه نهایی نشده است. چند لحظه بعد دوباره سواپ کنید؛ هیچ سواپی انجام نشد.',
    priceMoved:
      'قیمت بیش از تحمل لغزش شما تغییر کرد، پس سواپ انجام نشد و چیزی مبادله نشد. برای تلاش دوباره، قیمت جدید بگیرید.',
    rejected: 'درخواست را در کیف پول خود رد کردید.',
    networkNotSupported: 'سواپ در این شبکه در دسترس نیست.',
    unavailable: 'در حال حاضر دسترسی به سرویس سواپ ممکن نیست. چند لحظه بعد دوباره تلاش کنید.',
    failed: 'مشکلی پیش آمد. هیچ سواپی انجام نشد.',
  },
  select: { ...selectTokenList, suggested: 'توکن‌های پیشنهادی' },
  preview: {
    step: (index, total) => `مرحلهٔ ${index} از ${total}`,
    approve: (symbol) => `تأیید ${symbol}`,
    approveWhy: (amount, symbol) =>
      `ابتدا به صرافی اجازه دهید دقیقاً ${amount} ${symbol} را استفاده کند. کیف پول شما تأیید آن را می‌خواهد.`,
    swap: 'سواپ',
    checking: 'در حال بررسی تأیید شما…',
    retry: 'تلاش دوباره',
    requote: 'دریافت قیمت جدید',
    done: 'تمام',
    pending: 'درخواست را در کیف پول خود تأیید کنید…',
    confirming: 'در انتظار تأیید تراکنش…',
    submitted:
      'تراکنش ارسال شد اما هنوز تأیید نشده است. پس از تأیید، در زبانهٔ فعالیت نمایش داده می‌شود.',
    approved: (symbol) => `${symbol} تأیید شد. اکنون سواپ را تأیید کنید.`,
    swapped: (paid, received) =>
      `سواپ انجام شد: ${paid} در برابر ${received}. موجودی‌های شما به‌روز شد.`,
    rejectedApproval: 'تأیید را در کیف پول خود رد کردید. چیزی تأیید نشد.',
    rejectedSwap: 'سواپ را در کیف پول خود رد کردید. هیچ سواپی انجام نشد.',
  },
}
