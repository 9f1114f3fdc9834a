import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'החלפה', SwapSelectToken: 'בחירת טוקן', SwapPreview: 'סקירת ההחלפה' },
  swapButton: 'החלפה',
  youPay: 'משלמים',
  youReceive: 'מקבלים',
  amount: 'סכום להחלפה',
  max: 'מקסימום',
  maxLabel: 'הסכום המרבי',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'טוקן לתשלום' : 'טוקן לקבלה'}: ${symbol ?? 'לא נבחר'}`,
  selectToken: 'בחירה',
  flip: 'החלפת כיוון הטוקנים',
  balance: (amount, symbol) => `יתרה: ${amount} ${symbol}`,
  quoting: 'מחפש את המחיר הטוב ביותר…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'השפעה על המחיר',
  minimumReceived: 'מינימום שיתקבל',
  networkFee: 'עמלת רשת',
  slippage: (percent) => `סטיית מחיר מותרת (Slippage): ${percent}%`,
  unknown: 'לא ידוע',
  review: 'סקירת ההחלפה',
  loadingTokens: 'טוען את הטוקנים שאפשר להחליף…',
  problems: {
    empty: 'יש להזין סכום.',
    notANumber: 'יש להזין את הסכום כמספר, למשל 25 או 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `ל-${symbol} יש לכל היותר ${decimals} ספרות אחרי הנקודה.`,
    zero: 'יש להזין סכום גדול מאפס.',
    notEnough: (symbol) => `אין לך מספיק ${symbol} להחלפה הזו.`,
  },
  errors: {
    insufficientBalance: 'אין לך מספיק יתרה להחלפה הזו ולעמלת הרשת שלה.',
    insufficientLiquidity:
      'אין מספיק נזילות להחלפת הסכום הזה. אפשר לנסות סכום קטן יותר או טוקן אחר.',
    approvalPending:
      'האישור שלך עדיין לא אושר ברשת. אפשר לנסות את ההחלפה שוב בעוד רגע; שום דבר לא הוחלף.',
    priceMoved:
      'המחיר זז מעבר לסטיית המחיר שהגדרת, ולכן ההחלפה לא בוצעה ושום דבר לא הוחלף. כדי לנסות שוב, יש לקבל הצעת מחיר חדשה.',
    rejected: 'דחית את הבקשה בארנק שלך.',
    networkNotSupported: 'החלפות לא זמינות ברשת הזו.',
    unavailable: 'שירות ההחלפה לא זמין כרגע. אפשר לנסות שוב בעוד רגע.',
    failed: 'משהו השתבש. שום דבר לא הוחלף.',
  },
  select: { ...selectTokenList, suggested: 'טוקנים מוצעים' },
  preview: {
    step: (index, total) => `שלב ${index} מתוך ${total}`,
    approve: (symbol) => `אישור ${symbol}`,
    approveWhy: (amount, symbol) =>
      `קודם יש להרשות לשירות ההחלפה להשתמש בדיוק ב-${amount} ${symbol}. הארנק שלך יבקש לאשר זאת.`,
    swap: 'החלפה',
    checking: 'בודק את האישור שלך…',
    retry: 'ניסיון חוזר',
    requote: 'הצעת מחיר חדשה',
    done: 'סיום',
    pending: 'יש לאשר את הבקשה בארנק שלך…',
    confirming: 'ממתין לאישור העסקה…',
    submitted: 'העסקה נשלחה אבל עדיין לא אושרה. היא תופיע בלשונית הפעילות כשתאושר.',
    approved: (symbol) => `${symbol} אושר. עכשיו יש לאשר את ההחלפה.`,
    swapped: (paid, received) => `ההחלפה הושלמה: ${paid} תמורת ${received}. היתרות שלך עודכנו.`,
    rejectedApproval: 'דחית את האישור בארנק שלך. שום דבר לא אושר.',
    rejectedSwap: 'דחית את ההחלפה בארנק שלך. שום דבר לא הוחלף.',
  },
}
