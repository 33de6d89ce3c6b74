import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Kunci Anda, aset Anda',
  'help.walletKeysText':
    'Dompet menyimpan kunci untuk koin dan koleksi Anda. Hanya Anda yang dapat memindahkannya.',
  'help.walletSignInTitle': 'Satu login untuk semua aplikasi',
  'help.walletSignInText':
    'Hubungkan dompet Anda alih-alih membuat akun dan kata sandi baru untuk setiap aplikasi.',
  'help.walletAnywhereTitle': 'Milik Anda di setiap aplikasi',
  'help.walletAnywhereText':
    'Dompet yang sama beserta asetnya ikut bersama Anda ke aplikasi mana pun yang Anda hubungkan.',
  'help.getWallet': 'Dapatkan dompet',
  'help.networkRecordTitle': 'Catatan bersama',
  'help.networkRecordText':
    'Jaringan adalah catatan publik tentang siapa memiliki apa. Setiap jaringan punya koin dan aplikasinya sendiri.',
  'help.networkFeesTitle': 'Biaya dalam koinnya sendiri',
  'help.networkFeesText':
    'Mengirim atau menukar dikenai biaya kecil yang dibayar dengan koin jaringan tersebut, misalnya ETH di Ethereum.',
  'help.networkSwitchTitle': 'Beralih saat diperlukan',
  'help.networkSwitchText':
    'Pilih jaringan tempat aset yang ingin Anda gunakan berada. Anda dapat beralih kapan saja.',
  'help.suggestedWallets': 'Dompet yang disarankan',
  'help.noWalletsTitle': 'Tidak ada dompet untuk disarankan',
  'help.noWalletsText':
    'Dompet yang memiliki halaman unduhan akan muncul di sini. Coba lagi nanti.',
  'help.getName': 'Dapatkan {name}',
  'help.downloadsHint':
    'Unduh dari salah satu halamannya sendiri, lalu kembali ke sini untuk menghubungkannya.',
  'help.chromeStore': 'Ekstensi browser',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Situs web',
  'help.noDownloadsTitle': 'Tidak ada halaman unduhan',
  'help.noDownloadsText': 'Dompet ini tidak mencantumkan halaman unduhan. Pilih dompet lain.',
  'help.opensInNewTab': '{label} (terbuka di tab baru)',
}
