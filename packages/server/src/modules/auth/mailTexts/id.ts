import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'id',
  loginSubject: (otp) => `Kode masuk Latch Anda: ${otp}`,
  loginBody: (otp) => `Kode masuk Latch Anda adalah ${otp}`,
  updatePrimarySubject: (otp) => `Kode Latch Anda untuk mengubah email: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Masukkan ${otp} untuk mengonfirmasi perubahan alamat email Latch Anda menjadi ${newEmail}.`,
  updateSecondarySubject: (otp) => `Kode Latch Anda untuk mengonfirmasi alamat ini: ${otp}`,
  updateSecondaryBody: (otp) => `Masukkan ${otp} untuk menjadikan alamat ini email Latch Anda.`,
  exportSubject: (otp) => `Kode Latch Anda untuk mengekspor kunci: ${otp}`,
  exportBody: (otp) =>
    `Masukkan ${otp} untuk menampilkan kunci pribadi dompet Anda. Jangan pernah memberikan kode ini atau kuncinya kepada siapa pun.`,
  minutes: { other: '{count} menit' },
  expiry: (minutes) => `Kode ini berlaku selama ${minutes} dan hanya bisa dipakai sekali.`,
  ignore:
    'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang terjadi tanpa kode tersebut.',
  deviceSubject: 'Setujui perangkat baru Anda untuk Latch',
  deviceBody: (link, minutes) =>
    `Seseorang sedang masuk ke Latch dengan alamat ini di perangkat yang belum pernah digunakan.\n\nJika itu Anda, buka tautan ini dalam ${minutes} untuk menyetujui perangkat, lalu kembali ke aplikasi: kode masuk akan dikirim lewat email.\n\n${link}\n\nJika itu bukan Anda, abaikan email ini: perangkat tersebut tetap tidak disetujui.`,
}
