import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'he',
  loginSubject: (otp) => `קוד הכניסה שלך ל-Latch: ${otp}`,
  loginBody: (otp) => `קוד הכניסה שלך ל-Latch הוא ${otp}`,
  updatePrimarySubject: (otp) => `קוד Latch לשינוי כתובת האימייל שלך: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `יש להזין ${otp} כדי לאשר את שינוי כתובת האימייל שלך ב-Latch ל-${newEmail}.`,
  updateSecondarySubject: (otp) => `קוד Latch לאישור הכתובת הזו: ${otp}`,
  updateSecondaryBody: (otp) => `יש להזין ${otp} כדי שזו תהיה כתובת האימייל שלך ב-Latch.`,
  exportSubject: (otp) => `קוד Latch לייצוא המפתח שלך: ${otp}`,
  exportBody: (otp) =>
    `יש להזין ${otp} כדי להציג את המפתח הפרטי של הארנק שלך. אין למסור את הקוד או את המפתח לאף אחד.`,
  minutes: { one: 'דקה אחת', two: 'שתי דקות', other: '{count} דקות' },
  expiry: (minutes) => `תוקף הקוד יפוג בעוד ${minutes}, והוא פועל פעם אחת בלבד.`,
  ignore: 'אם לא ביקשת אותו, אפשר להתעלם מהאימייל הזה: בלי הקוד לא יקרה דבר.',
  deviceSubject: 'אישור המכשיר החדש שלך ב-Latch',
  deviceBody: (link, minutes) =>
    `מישהו נכנס ל-Latch עם הכתובת הזו ממכשיר שלא נראה קודם.\n\nאם הכניסה הזו שלך, יש לפתוח את הקישור הזה בתוך ${minutes} כדי לאשר את המכשיר, ואז לחזור לאפליקציה: קוד כניסה יישלח באימייל.\n\n${link}\n\nאם הכניסה אינה שלך, אפשר להתעלם מהאימייל הזה: המכשיר יישאר לא מאושר.`,
}
