import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Kirim', WalletSendPreview: 'Tinjau Pengiriman' },
  sendButton: 'Kirim',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Penerima',
  recipientPlaceholder: 'Alamat (0x…)',
  recipientPlaceholderWithNames: 'Alamat (0x…) atau nama (ada.eth)',
  amount: 'Jumlah',
  max: 'Maks',
  maxLabel: 'Jumlah maksimum',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Kecepatan biaya jaringan',
    slow: 'Lambat',
    normal: 'Normal',
    fast: 'Cepat',
  },
  continue: 'Lanjutkan',
  loadingTokens: 'Memuat token Anda…',
  problems: {
    noToken: 'Belum ada yang bisa dikirim di jaringan ini.',
    noRecipient: 'Masukkan alamat tujuan pengiriman.',
    invalidRecipient: (network) => `Itu bukan alamat di ${network}.`,
    namesNotSupported: 'Nama belum didukung di jaringan ini. Masukkan alamat tujuan pengiriman.',
    badChecksum: (checksummed) =>
      `Alamat ini sepertinya salah ketik: huruf kapitalnya tidak cocok. Periksa dengan penerima. Bentuk yang benar seharusnya ${checksummed}.`,
    empty: 'Masukkan jumlah.',
    notANumber: 'Masukkan jumlah dalam angka, misalnya 25 atau 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} memiliki paling banyak ${decimals} angka desimal.`,
    zero: 'Masukkan jumlah lebih dari nol.',
    insufficientBalance: (symbol, native) =>
      native
        ? `${symbol} Anda tidak cukup untuk mengirim jumlah ini dan membayar biaya jaringan.`
        : `${symbol} Anda tidak cukup untuk mengirim jumlah ini.`,
  },
  names: {
    resolving: (name) => `Mencari ${name}…`,
    resolved: (name, address) => `${name} adalah ${address}.`,
    notFound: (name) => `Alamat untuk ${name} tidak ditemukan`,
    invalid: (name) => `${name} bukan nama yang valid.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Alamat ini tidak memiliki checksum. Dana akan dikirim ke ${checksummed}.`,
    self: 'Ini alamat Anda sendiri: Anda mengirim ke diri sendiri.',
  },
  preview: {
    sending: 'Anda mengirim',
    to: 'Ke',
    network: 'Jaringan',
    fee: 'Biaya jaringan',
    feeSpeed: 'Kecepatan biaya',
    total: 'Total',
    estimating: 'Memperkirakan…',
    feeUnavailable: 'Tidak dapat diperkirakan',
    unknownTotal: 'Tidak diketahui (tidak ada harga)',
    send: 'Kirim',
    retry: 'Coba lagi',
    pending: 'Konfirmasi transaksi di dompet Anda…',
    rejected: 'Anda menolak permintaan di dompet Anda. Tidak ada yang dikirim.',
    failed: (reason) => `Transaksi tidak dapat dikirim: ${reason}`,
  },
}
