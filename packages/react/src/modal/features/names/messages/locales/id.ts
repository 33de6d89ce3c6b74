import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Pilih nama akunmu',
  'choose.text':
    'Selamat tinggal alamat panjang: dengan nama, akunmu mudah dikenali dan mudah dikirimi.',
  'choose.free': 'Kamu mendaftarkannya dengan menandatangani pesan: tanpa transaksi, tanpa biaya.',
  'choose.button': 'Pilih nama',
  'register.label': 'Nama akun',
  'register.rule': 'Minimal 4 karakter: huruf, angka, dan tanda hubung',
  'register.tooShort': 'Nama harus minimal 4 karakter',
  'register.tooLong': 'Nama maksimal 63 karakter',
  'register.invalidCharacters': 'Gunakan hanya huruf, angka, dan tanda hubung',
  'register.checking': 'Memeriksa ketersediaan…',
  'register.available': '{name} tersedia',
  'register.taken': '{name} sudah dipakai',
  'register.suggestions': 'Saran',
  'register.free': 'Tersedia',
  'register.registered': 'Dipakai',
  'register.suggestionsFailed': 'Gagal mengambil saran nama',
  'register.submit': 'Daftarkan',
  'register.pending': 'Menunggu dompetmu…',
  'register.declined': 'Tanda tangan ditolak',
  'register.failed': 'Gagal mendaftarkan nama {name}',
  'register.evmOnly':
    'Nama akun hanya untuk akun EVM. Beralihlah ke jaringan EVM untuk memilihnya.',
  'success.signTitle': 'Setujui di dompetmu',
  'success.signText': 'Tanda tangani pesan untuk mendaftarkan {name}.',
  'success.registering': 'Mendaftarkan {name}…',
  'success.title': 'Nama akun berhasil dipilih',
  'success.text': 'Akunmu kini menampilkan nama ini sebagai ganti alamatnya.',
  'success.button': 'Kembali ke akun',
  'success.nothing': 'Tidak ada nama yang sedang didaftarkan.',
}
