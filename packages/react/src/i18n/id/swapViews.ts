import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'Tukar', SwapSelectToken: 'Pilih token', SwapPreview: 'Tinjau Penukaran' },
  swapButton: 'Tukar',
  youPay: 'Anda membayar',
  youReceive: 'Anda menerima',
  amount: 'Jumlah yang ditukar',
  max: 'Maks',
  maxLabel: 'Jumlah maksimum',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token untuk membayar' : 'Token yang diterima'}: ${symbol ?? 'belum dipilih'}`,
  selectToken: 'Pilih',
  flip: 'Balik token',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  quoting: 'Mencari harga terbaik…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Dampak harga',
  minimumReceived: 'Minimum diterima',
  networkFee: 'Biaya jaringan',
  slippage: (percent) => `Toleransi slippage: ${percent}%`,
  unknown: 'Tidak diketahui',
  review: 'Tinjau penukaran',
  loadingTokens: 'Memuat token yang dapat ditukar…',
  problems: {
    empty: 'Masukkan jumlah.',
    notANumber: 'Masukkan jumlah dalam angka, misalnya 25 atau 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} memiliki paling banyak ${decimals} angka desimal.`,
    zero: 'Masukkan jumlah lebih dari nol.',
    notEnough: (symbol) => `${symbol} Anda tidak cukup untuk penukaran ini.`,
  },
  errors: {
    insufficientBalance: 'Saldo Anda tidak cukup untuk penukaran ini dan biaya jaringannya.',
    insufficientLiquidity:
      'Likuiditas tidak cukup untuk menukar jumlah ini. Coba jumlah yang lebih kecil atau token lain.',
    approvalPending:
      'Persetujuan Anda belum dikonfirmasi di jaringan. Coba tukar lagi sebentar lagi; tidak ada yang ditukar.',
    priceMoved:
      'Harga bergerak melewati toleransi slippage Anda, jadi penukaran tidak dijalankan dan tidak ada yang ditukar. Dapatkan penawaran baru untuk mencoba lagi.',
    rejected: 'Anda menolak permintaan di dompet Anda.',
    networkNotSupported: 'Penukaran tidak tersedia di jaringan ini.',
    unavailable: 'Layanan penukaran tidak dapat dijangkau saat ini. Coba lagi sebentar lagi.',
    failed: 'Terjadi kesalahan. Tidak ada yang ditukar.',
  },
  select: { ...selectTokenList, suggested: 'Token yang disarankan' },
  preview: {
    step: (index, total) => `Langkah ${index} dari ${total}`,
    approve: (symbol) => `Setujui ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Pertama, izinkan bursa menggunakan tepat ${amount} ${symbol}. Dompet Anda akan meminta konfirmasi.`,
    swap: 'Tukar',
    checking: 'Memeriksa persetujuan Anda…',
    retry: 'Coba lagi',
    requote: 'Dapatkan penawaran baru',
    done: 'Selesai',
    pending: 'Konfirmasi permintaan di dompet Anda…',
    confirming: 'Menunggu transaksi dikonfirmasi…',
    submitted:
      'Transaksi sudah dikirim tetapi belum dikonfirmasi. Tab Aktivitas akan menampilkannya setelah dikonfirmasi.',
    approved: (symbol) => `${symbol} disetujui. Sekarang konfirmasi penukaran.`,
    swapped: (paid, received) =>
      `Penukaran selesai: ${paid} ditukar dengan ${received}. Saldo Anda sudah diperbarui.`,
    rejectedApproval: 'Anda menolak persetujuan di dompet Anda. Tidak ada yang disetujui.',
    rejectedSwap: 'Anda menolak penukaran di dompet Anda. Tidak ada yang ditukar.',
  },
}
