import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Hantar', WalletSendPreview: 'Semak Penghantaran' },
  sendButton: 'Hantar',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Penerima',
  recipientPlaceholder: 'Alamat (0x…)',
  recipientPlaceholderWithNames: 'Alamat (0x…) atau nama (ada.eth)',
  amount: 'Amaun',
  max: 'Maks',
  maxLabel: 'Amaun maksimum',
  balance: (amount, symbol) => `Baki: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Kelajuan yuran rangkaian',
    slow: 'Perlahan',
    normal: 'Biasa',
    fast: 'Pantas',
  },
  continue: 'Teruskan',
  loadingTokens: 'Memuatkan token anda…',
  problems: {
    noToken: 'Belum ada apa-apa untuk dihantar pada rangkaian ini.',
    noRecipient: 'Masukkan alamat penerima.',
    invalidRecipient: (network) => `Itu bukan alamat pada ${network}.`,
    namesNotSupported: 'Nama belum disokong pada rangkaian ini. Masukkan alamat penerima.',
    badChecksum: (checksummed) =>
      `Alamat ini kelihatan tersalah taip: huruf besarnya tidak sepadan. Semak dengan penerima. Bentuk yang betul ialah ${checksummed}.`,
    empty: 'Masukkan amaun.',
    notANumber: 'Masukkan amaun sebagai nombor, contohnya 25 atau 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} mempunyai paling banyak ${decimals} tempat perpuluhan.`,
    zero: 'Masukkan amaun melebihi sifar.',
    insufficientBalance: (symbol, native) =>
      native
        ? `${symbol} anda tidak mencukupi untuk menghantar amaun ini dan membayar yuran rangkaian.`
        : `${symbol} anda tidak mencukupi untuk menghantar amaun ini.`,
  },
  names: {
    resolving: (name) => `Mencari ${name}…`,
    resolved: (name, address) => `${name} ialah ${address}.`,
    notFound: (name) => `Tiada alamat ditemui untuk ${name}`,
    invalid: (name) => `${name} bukan nama yang sah.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Alamat ini tiada checksum. Ia akan dihantar ke ${checksummed}.`,
    self: 'Ini alamat anda sendiri: anda menghantar kepada diri sendiri.',
  },
  preview: {
    sending: 'Anda menghantar',
    to: 'Kepada',
    network: 'Rangkaian',
    fee: 'Yuran rangkaian',
    feeSpeed: 'Kelajuan yuran',
    total: 'Jumlah',
    estimating: 'Menganggar…',
    feeUnavailable: 'Tidak dapat dianggarkan',
    unknownTotal: 'Tidak diketahui (tiada harga)',
    send: 'Hantar',
    retry: 'Cuba lagi',
    pending: 'Sahkan transaksi dalam dompet anda…',
    rejected: 'Anda menolak permintaan dalam dompet anda. Tiada apa-apa dihantar.',
    failed: (reason) => `Transaksi tidak dapat dihantar: ${reason}`,
  },
}
