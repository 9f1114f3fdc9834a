import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'Takas', SwapSelectToken: 'Token seçin', SwapPreview: 'Takası İncele' },
  swapButton: 'Takas',
  youPay: 'Ödediğiniz',
  youReceive: 'Aldığınız',
  amount: 'Takas tutarı',
  max: 'Maks.',
  maxLabel: 'Maksimum tutar',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Ödeme yapılacak token' : 'Alınacak token'}: ${symbol ?? 'seçilmedi'}`,
  selectToken: 'Seç',
  flip: 'Tokenların yerini değiştir',
  balance: (amount, symbol) => `Bakiye: ${amount} ${symbol}`,
  quoting: 'En iyi fiyat bulunuyor…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Fiyat etkisi',
  minimumReceived: 'Alınacak minimum tutar',
  networkFee: 'Ağ ücreti',
  slippage: (percent) => `Kayma toleransı: %${percent}`,
  unknown: 'Bilinmiyor',
  review: 'Takası incele',
  loadingTokens: 'Takas edilebilen tokenlar yükleniyor…',
  problems: {
    empty: 'Bir tutar girin.',
    notANumber: 'Tutarı sayı olarak girin, örneğin 25 veya 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} en fazla ${decimals} ondalık basamak içerebilir.`,
    zero: 'Sıfırdan büyük bir tutar girin.',
    notEnough: (symbol) => `Bu takas için yeterli ${symbol} bakiyeniz yok.`,
  },
  errors: {
    insufficientBalance: 'Bu takas ve ağ ücreti için bakiyeniz yetersiz.',
    insufficientLiquidity:
      'Bu tutarı takas etmek için yeterli likidite yok. Daha küçük bir tutar veya başka bir token deneyin.',
    approvalPending:
      'Onayınız henüz ağda kesinleşmedi. Takası birazdan tekrar deneyin; hiçbir şey takas edilmedi.',
    priceMoved:
      'Fiyat kayma toleransınızın dışına çıktığı için takas gerçekleşmedi ve hiçbir şey takas edilmedi. Tekrar denemek için yeni bir teklif alın.',
    rejected: 'İsteği cüzdanınızda reddettiniz.',
    networkNotSupported: 'Bu ağda takas kullanılamıyor.',
    unavailable: 'Takas hizmetine şu anda ulaşılamıyor. Birazdan tekrar deneyin.',
    failed: 'Bir şeyler ters gitti. Hiçbir şey takas edilmedi.',
  },
  select: { ...selectTokenList, suggested: 'Önerilen tokenlar' },
  preview: {
    step: (index, total) => `Adım ${index}/${total}`,
    approve: (symbol) => `${symbol} için onay ver`,
    approveWhy: (amount, symbol) =>
      `Önce borsanın tam olarak ${amount} ${symbol} kullanmasına izin verin. Cüzdanınız bunu onaylamanızı isteyecek.`,
    swap: 'Takas',
    checking: 'Onayınız kontrol ediliyor…',
    retry: 'Tekrar dene',
    requote: 'Yeni teklif al',
    done: 'Bitti',
    pending: 'İsteği cüzdanınızda onaylayın…',
    confirming: 'İşlemin onaylanması bekleniyor…',
    submitted:
      'İşlem gönderildi ancak henüz onaylanmadı. Onaylandığında Etkinlik sekmesinde görünür.',
    approved: (symbol) => `${symbol} için onay verildi. Şimdi takası onaylayın.`,
    swapped: (paid, received) =>
      `Takas tamamlandı: ${paid} karşılığında ${received}. Bakiyeleriniz güncellendi.`,
    rejectedApproval: 'Onayı cüzdanınızda reddettiniz. Hiçbir şey onaylanmadı.',
    rejectedSwap: 'Takası cüzdanınızda reddettiniz. Hiçbir şey takas edilmedi.',
  },
}
