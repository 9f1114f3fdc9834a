import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Gönder', WalletSendPreview: 'Gönderimi İncele' },
  sendButton: 'Gönder',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Alıcı',
  recipientPlaceholder: 'Adres (0x…)',
  recipientPlaceholderWithNames: 'Adres (0x…) veya ad (ada.eth)',
  amount: 'Tutar',
  max: 'Maks.',
  maxLabel: 'Maksimum tutar',
  balance: (amount, symbol) => `Bakiye: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Ağ ücreti hızı',
    slow: 'Yavaş',
    normal: 'Normal',
    fast: 'Hızlı',
  },
  continue: 'Devam',
  loadingTokens: 'Tokenlarınız yükleniyor…',
  problems: {
    noToken: 'Bu ağda henüz gönderilecek bir şey yok.',
    noRecipient: 'Gönderim yapacağınız adresi girin.',
    invalidRecipient: (network) => `Bu, ${network} ağında geçerli bir adres değil.`,
    namesNotSupported: 'Bu ağda adlar henüz desteklenmiyor. Gönderim yapacağınız adresi girin.',
    badChecksum: (checksummed) =>
      `Bu adres yanlış yazılmış görünüyor: büyük harfleri eşleşmiyor. Alıcıyla kontrol edin. Doğru biçimi şöyle olmalı: ${checksummed}.`,
    empty: 'Bir tutar girin.',
    notANumber: 'Tutarı sayı olarak girin, örneğin 25 veya 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} en fazla ${decimals} ondalık basamak içerebilir.`,
    zero: 'Sıfırdan büyük bir tutar girin.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Bunu göndermek ve ağ ücretini ödemek için yeterli ${symbol} bakiyeniz yok.`
        : `Bunu göndermek için yeterli ${symbol} bakiyeniz yok.`,
  },
  names: {
    resolving: (name) => `${name} aranıyor…`,
    resolved: (name, address) => `${name} adresi: ${address}.`,
    notFound: (name) => `${name} için adres bulunamadı`,
    invalid: (name) => `${name} geçerli bir ad değil.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Bu adresin sağlama toplamı yok. Gönderim şu adrese yapılacak: ${checksummed}.`,
    self: 'Bu sizin kendi adresiniz: kendinize gönderiyorsunuz.',
  },
  preview: {
    sending: 'Gönderdiğiniz',
    to: 'Alıcı',
    network: 'Ağ',
    fee: 'Ağ ücreti',
    feeSpeed: 'Ücret hızı',
    total: 'Toplam',
    estimating: 'Tahmin ediliyor…',
    feeUnavailable: 'Tahmin edilemedi',
    unknownTotal: 'Bilinmiyor (fiyat yok)',
    send: 'Gönder',
    retry: 'Tekrar dene',
    pending: 'İşlemi cüzdanınızda onaylayın…',
    rejected: 'İsteği cüzdanınızda reddettiniz. Hiçbir şey gönderilmedi.',
    failed: (reason) => `İşlem gönderilemedi: ${reason}`,
  },
}
