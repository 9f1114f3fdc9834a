import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Giriş Yap' },
  heading: (app) => `${app} giriş yapmanızı istiyor`,
  explanation:
    'Bu hesabın size ait olduğunu kanıtlamak için cüzdanınızla bir mesaj imzalayın. Ücretsizdir ve işlem göndermez.',
  account: 'Hesap',
  sign: 'İmzala',
  signing: 'Cüzdanınız bekleniyor…',
  cancel: 'İptal',
}
