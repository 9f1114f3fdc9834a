import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: {
    OnRampBuy: 'Satın Al',
    OnRampProviders: 'Sağlayıcı seçin',
    BuyInProgress: 'Satın alınıyor',
  },
  buyButton: 'Satın Al',
  loading: 'Satın alabilecekleriniz yükleniyor…',
  currency: 'Satın alınacak varlık',
  paymentCurrency: 'Ödeme para birimi',
  paymentMethod: 'Ödeme yöntemi',
  methods: { card: 'Kart', bank_account: 'Banka hesabı' },
  amount: 'Tutar',
  limits: (method, min, max, currency) => `${method}: ${min} - ${max} ${currency}`,
  defaultsNote: 'Sağlayıcıların seçenekleri yüklenemedi: bunlar standart seçenekler.',
  problems: {
    empty: 'Bir tutar girin.',
    invalid: 'Tutarı en fazla iki ondalıklı bir sayı olarak girin, örneğin 50 veya 49.99.',
    noMethod: 'Bu ödeme yöntemi bu para biriminde sunulmuyor.',
    belowMin: (min, currency, method) =>
      `${method} ile ödeyebileceğiniz en düşük tutar ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `${method} ile ödeyebileceğiniz en yüksek tutar ${max} ${currency}.`,
  },
  noProviders: 'Şu anda satın alma için kullanılabilir bir sağlayıcı yok.',
  nothingOnThisNetwork: 'Bu ağdaki bir hesap için burada satın alınabilecek bir şey yok.',
  seeQuotes: 'Teklifleri gör',
  quoting: 'Sağlayıcılardan teklif isteniyor…',
  youGet: 'Alacağınız',
  total: 'Toplam',
  fees: 'Ücretler',
  networkFee: 'Ağ ücreti',
  sandbox: 'Test ortamı',
  sandboxNote: 'Yalnızca test ödemeleri: geliştirme zincirinde ödenir.',
  estimate: 'Tahmini',
  estimateNote: (reason) =>
    `Bu sağlayıcı teklif vermedi${reason ? ` (${reason})` : ''}: tutarlar tahminidir ve ödenemez.`,
  buyWith: (provider, amount, currency) => `${provider} ile ${amount} ${currency} satın al`,
  notPayable: 'Yalnızca tahmin: ödenemez',
  opening: 'Ödeme sayfası açılıyor…',
  waiting: (provider) =>
    `Ödemeyi ${provider} penceresinde tamamlayın. Bu ekran kendiliğinden güncellenir.`,
  success: (amount, currency) => `${amount} ${currency} satın alındı. Bakiyeniz güncellendi.`,
  failed: 'Satın alma gerçekleşmedi: hiçbir ücret alınmadı.',
  blocked:
    'Ödeme penceresi açılamadı. Bu site için açılır pencerelere izin verin ve tekrar deneyin.',
  retry: 'Tekrar dene',
  done: 'Bitti',
}
