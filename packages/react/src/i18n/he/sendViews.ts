import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'שליחה', WalletSendPreview: 'סקירת השליחה' },
  sendButton: 'שליחה',
  token: 'טוקן',
  select: selectTokenList,
  recipient: 'נמען',
  recipientPlaceholder: 'כתובת (0x…)',
  recipientPlaceholderWithNames: 'כתובת (0x…) או שם (ada.eth)',
  amount: 'סכום',
  max: 'מקסימום',
  maxLabel: 'הסכום המרבי',
  balance: (amount, symbol) => `יתרה: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'מהירות עמלת הרשת',
    slow: 'איטית',
    normal: 'רגילה',
    fast: 'מהירה',
  },
  continue: 'המשך',
  loadingTokens: 'טוען את הטוקנים שלך…',
  problems: {
    noToken: 'עדיין אין מה לשלוח ברשת הזו.',
    noRecipient: 'יש להזין את כתובת הנמען.',
    invalidRecipient: (network) => `זו לא כתובת ב-${network}.`,
    namesNotSupported: 'הרשת הזו עדיין לא תומכת בשמות. יש להזין את כתובת הנמען.',
    badChecksum: (checksummed) =>
      `נראה שיש בכתובת הזו שגיאת הקלדה: האותיות הגדולות בה לא תואמות. כדאי לבדוק אותה מול הנמען. הצורה הנכונה היא ${checksummed}.`,
    empty: 'יש להזין סכום.',
    notANumber: 'יש להזין את הסכום כמספר, למשל 25 או 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `ל-${symbol} יש לכל היותר ${decimals} ספרות אחרי הנקודה.`,
    zero: 'יש להזין סכום גדול מאפס.',
    insufficientBalance: (symbol, native) =>
      native
        ? `אין לך מספיק ${symbol} כדי לשלוח את זה ולשלם את עמלת הרשת.`
        : `אין לך מספיק ${symbol} כדי לשלוח את זה.`,
  },
  names: {
    resolving: (name) => `מחפש את ${name}…`,
    resolved: (name, address) => `${name} הוא ${address}.`,
    notFound: (name) => `לא נמצאה כתובת עבור ${name}`,
    invalid: (name) => `${name} אינו שם תקין.`,
  },
  warnings: {
    notChecksummed: (checksummed) => `לכתובת הזו אין checksum. השליחה תתבצע אל ${checksummed}.`,
    self: 'זו הכתובת שלך: השליחה היא לעצמך.',
  },
  preview: {
    sending: 'סכום השליחה',
    to: 'אל',
    network: 'רשת',
    fee: 'עמלת רשת',
    feeSpeed: 'מהירות העמלה',
    total: 'סה״כ',
    estimating: 'מחשב הערכה…',
    feeUnavailable: 'לא ניתן היה להעריך',
    unknownTotal: 'לא ידוע (אין מחיר)',
    send: 'שליחה',
    retry: 'ניסיון חוזר',
    pending: 'יש לאשר את העסקה בארנק שלך…',
    rejected: 'דחית את הבקשה בארנק שלך. שום דבר לא נשלח.',
    failed: (reason) => `לא ניתן היה לשלוח את העסקה: ${reason}`,
  },
}
