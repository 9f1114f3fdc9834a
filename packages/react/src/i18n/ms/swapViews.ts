import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'Tukar', SwapSelectToken: 'Pilih token', SwapPreview: 'Semak Pertukaran' },
  swapButton: 'Tukar',
  youPay: 'Anda bayar',
  youReceive: 'Anda terima',
  amount: 'Amaun untuk ditukar',
  max: 'Maks',
  maxLabel: 'Amaun maksimum',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token untuk dibayar' : 'Token untuk diterima'}: ${symbol ?? 'belum dipilih'}`,
  selectToken: 'Pilih',
  flip: 'Terbalikkan token',
  balance: (amount, symbol) => `Baki: ${amount} ${symbol}`,
  quoting: 'Mendapatkan harga terbaik…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Kesan harga',
  minimumReceived: 'Minimum diterima',
  networkFee: 'Yuran rangkaian',
  slippage: (percent) => `Toleransi gelinciran: ${percent}%`,
  unknown: 'Tidak diketahui',
  review: 'Semak pertukaran',
  loadingTokens: 'Memuatkan token yang boleh ditukar…',
  problems: {
    empty: 'Masukkan amaun.',
    notANumber: 'Masukkan amaun sebagai nombor, contohnya 25 atau 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} mempunyai paling banyak ${decimals} tempat perpuluhan.`,
    zero: 'Masukkan amaun melebihi sifar.',
    notEnough: (symbol) => `${symbol} anda tidak mencukupi untuk pertukaran ini.`,
  },
  errors: {
    insufficientBalance: 'Baki anda tidak mencukupi untuk pertukaran ini dan yuran rangkaiannya.',
    insufficientLiquidity:
      'Kecairan tidak mencukupi untuk menukar amaun ini. Cuba amaun yang lebih kecil atau token lain.',
    approvalPending:
      'Kelulusan anda belum disahkan pada rangkaian. Cuba tukar semula sebentar lagi; tiada apa-apa ditukar.',
    priceMoved:
      'Harga bergerak melebihi toleransi gelinciran anda, jadi pertukaran tidak dilaksanakan dan tiada apa-apa ditukar. Dapatkan sebut harga baharu untuk mencuba lagi.',
    rejected: 'Anda menolak permintaan dalam dompet anda.',
    networkNotSupported: 'Pertukaran tidak tersedia pada rangkaian ini.',
    unavailable: 'Perkhidmatan pertukaran tidak dapat dicapai sekarang. Cuba lagi sebentar lagi.',
    failed: 'Berlaku masalah. Tiada apa-apa ditukar.',
  },
  select: { ...selectTokenList, suggested: 'Token dicadangkan' },
  preview: {
    step: (index, total) => `Langkah ${index} daripada ${total}`,
    approve: (symbol) => `Luluskan ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Mula-mula benarkan bursa menggunakan tepat ${amount} ${symbol}. Dompet anda akan meminta anda mengesahkannya.`,
    swap: 'Tukar',
    checking: 'Menyemak kelulusan anda…',
    retry: 'Cuba lagi',
    requote: 'Dapatkan sebut harga baharu',
    done: 'Selesai',
    pending: 'Sahkan permintaan dalam dompet anda…',
    confirming: 'Menunggu transaksi disahkan…',
    submitted:
      'Transaksi telah dihantar tetapi belum disahkan. Tab Aktiviti akan menunjukkannya sebaik sahaja ia disahkan.',
    approved: (symbol) => `${symbol} diluluskan. Sekarang sahkan pertukaran.`,
    swapped: (paid, received) =>
      `Pertukaran selesai: ${paid} ditukar dengan ${received}. Baki anda telah dikemas kini.`,
    rejectedApproval: 'Anda menolak kelulusan dalam dompet anda. Tiada apa-apa diluluskan.',
    rejectedSwap: 'Anda menolak pertukaran dalam dompet anda. Tiada apa-apa ditukar.',
  },
}
