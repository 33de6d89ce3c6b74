import type { Messages } from '../types.js'

/** Indonesian texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Hubungkan Dompet',
  'button.connecting': 'Menghubungkan…',
  'button.selectNetwork': 'Pilih Jaringan',
  'button.switchNetwork': 'Ganti Jaringan',

  'title.connect': 'Hubungkan Dompet',
  'title.allWallets': 'Semua Dompet',
  'title.account': 'Akun',
  'title.networks': 'Pilih jaringan',
  'title.unsupportedChain': 'Ganti Jaringan',
  'title.wallet': 'Dompet',
  'header.back': 'Kembali',
  'header.close': 'Tutup',
  'modal.loading': 'Memuat',

  'alert.dismiss': 'Abaikan',
  'alert.INVALID_APP_CONFIGURATION.title': 'Konfigurasi Aplikasi Tidak Valid',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Origin ini tidak ada dalam daftar izin proyek. Tambahkan origin ini di pengaturan proyek.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Sesi Kedaluwarsa',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'Sesi belum valid. Periksa jam perangkat, lalu hubungkan kembali.',
  'alert.INVALID_PROJECT_ID.title': 'Konfigurasi Aplikasi Tidak Valid',
  'alert.INVALID_PROJECT_ID.message': 'ID Proyek tidak valid',
  'alert.NETWORK_NOT_FOUND.title': 'Jaringan Tidak Ditemukan',
  'alert.NETWORK_NOT_FOUND.message': 'Jaringan yang diminta tidak dikonfigurasi di aplikasi ini.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID Proyek Belum Dikonfigurasi',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Atur `projectId` untuk menggunakan WalletConnect dan layanan yang di-hosting. Dompet browser tetap berfungsi.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Konfigurasi Aplikasi Tidak Valid',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'Dompet tersemat terlalu lama dimuat. Pastikan domain ini diizinkan.',

  'toast.transactionStarted': 'Transaksi dimulai',
  'toast.somethingWentWrong': 'Terjadi kesalahan',
  'toast.failedToDisconnect': 'Gagal memutuskan koneksi',
  'toast.addressCopied': 'Alamat disalin',
  'toast.linkCopied': 'Tautan disalin',
  'toast.addressNotCopied': 'Tidak dapat menyalin alamat',
  'toast.linkNotCopied': 'Tidak dapat menyalin tautan',
  'toast.switchDeclined': 'Penggantian jaringan ditolak',
  'toast.linkNotOpened': 'Tautan dompet ini tidak dapat dibuka',

  'common.somethingWentWrong': 'Terjadi kesalahan',
  'common.retry': 'Coba lagi',
  'common.tryAgain': 'Coba lagi',
  'common.disconnect': 'Putuskan koneksi',

  'connect.emptyTitle': 'Dompet tidak ditemukan',
  'connect.emptyText': 'Pasang dompet browser, lalu muat ulang halaman ini.',
  'connect.allWallets': 'Semua Dompet',
  'legal.terms': 'Ketentuan Layanan',
  'legal.privacy': 'Kebijakan Privasi',
  'legal.footerBoth': 'Dengan menghubungkan dompet, Anda menyetujui {terms} dan {privacy} kami',
  'legal.footerTerms': 'Dengan menghubungkan dompet, Anda menyetujui {terms} kami',
  'legal.footerPrivacy': 'Dengan menghubungkan dompet, Anda menyetujui {privacy} kami',
  'legal.checkboxBoth': 'Saya menyetujui {terms} dan {privacy}',
  'legal.checkboxTerms': 'Saya menyetujui {terms}',
  'legal.checkboxPrivacy': 'Saya menyetujui {privacy}',

  'wallet.unknown': 'Dompet tidak dikenal',
  'wallet.yours': 'dompet Anda',
  'wallet.certified': 'Tersertifikasi',
  'wallet.installed': 'Terpasang',
  'wallet.suspicious':
    'Dompet lain menggunakan nama yang sama. Sebelum menghubungkan, pastikan ini adalah dompet yang Anda pasang.',
  'wallet.list': 'Daftar dompet',
  'pill.check': 'PERIKSA',
  'pill.recent': 'TERAKHIR DIPAKAI',
  'pill.qrCode': 'KODE QR',
  'pill.installed': 'TERPASANG',
  'pill.failed': 'GAGAL',
  'pill.pending': 'TERTUNDA',
  'pill.lookalike': 'TIRUAN',

  'search.label': 'Cari dompet',
  'search.emptyTitle': 'Dompet tidak ditemukan',
  'search.emptyText': 'Periksa ejaan, atau coba nama lengkap dompet.',

  'connecting.noWalletTitle': 'Belum ada dompet yang dipilih',
  'connecting.noWalletText': 'Pilih dompet yang ingin dihubungkan.',
  'connecting.seeWallets': 'Lihat dompet',
  'connecting.declined': 'Koneksi ditolak',
  'connecting.failed': 'Koneksi gagal',
  'connecting.declinedText': 'Anda menolak permintaan di dompet Anda.',
  'connecting.continueIn': 'Lanjutkan di {name}',
  'connecting.accept': 'Terima permintaan koneksi di dompet Anda',

  'pairing.setupFailed': 'Penyandingan tidak dapat disiapkan.',
  'pairing.qrLabel': 'Kode QR untuk menghubungkan dompet',
  'pairing.qrLabelWallet': 'Kode QR untuk menghubungkan {name}',
  'pairing.scanWith': 'Pindai dengan {name}',
  'pairing.scanWithPhone': 'Pindai dengan ponsel Anda',
  'pairing.waiting': 'Menunggu respons dari dompet Anda',
  'pairing.openWallet': 'Buka dompet untuk menerima koneksi',
  'pairing.scanHint': 'Buka aplikasi dompet di ponsel Anda, lalu pindai kode ini',
  'pairing.copyLink': 'Salin tautan',
  'pairing.openApp': 'Buka aplikasi',
  'pairing.openDesktopApp': 'Buka aplikasi desktop',
  'pairing.openWebApp': 'Buka aplikasi web',
  'pairing.allWallets': 'Semua dompet',

  'account.copyAddress': 'Salin alamat',
  'account.unknownNetwork': 'Jaringan tidak dikenal',
  'account.tabs': 'Akun',
  'account.tokens': 'Token',
  'account.nfts': 'NFT',
  'account.activity': 'Aktivitas',

  'title.switchActiveChain': 'Ganti blockchain',
  'title.connectingMultiChain': 'Pilih blockchain',
  'namespace.eip155': 'Jaringan EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Beralih ke {name}',
  'switchChain.text':
    'Dompet yang terhubung tidak dapat terhubung ke {name}. Beralihlah, lalu hubungkan dompet yang mendukungnya.',
  'switchChain.switch': 'Beralih',
  'multiChain.title': 'Pilih blockchain untuk {name}',
  'multiChain.text': 'Dompet ini bekerja di beberapa blockchain. Pilih yang ingin dihubungkan.',

  'networks.hint':
    'Dompet Anda yang terhubung mungkin tidak mendukung beberapa jaringan yang tersedia untuk aplikasi ini',
  'unsupported.text':
    'Aplikasi ini tidak mendukung jaringan Anda saat ini. Beralihlah ke jaringan yang tersedia untuk melanjutkan.',

  'tokens.unavailable': 'Saldo Token Tidak Tersedia',
  'tokens.emptyTitle': 'Belum ada token',
  'tokens.emptyText': 'Token yang Anda miliki di jaringan ini akan muncul di sini.',
  'tokens.unknown': 'Token tidak dikenal',

  'nfts.unsupportedTitle': 'NFT tidak tersedia',
  'nfts.unsupportedText':
    'Jaringan ini tidak menampilkan NFT. Beralihlah ke jaringan lain untuk melihat NFT Anda.',
  'nfts.unavailable': 'Gagal memuat NFT',
  'nfts.emptyTitle': 'Belum ada NFT',
  'nfts.emptyText': 'NFT yang Anda miliki di jaringan ini akan muncul di sini.',

  'activity.failed': 'Gagal mengambil transaksi',
  'activity.emptyTitle': 'Belum ada aktivitas',
  'activity.emptyText': 'Transaksi Anda di jaringan ini akan muncul di sini.',
  'activity.loadMore': 'Muat lainnya',
  'activity.thisMonth': 'Bulan ini',
  'activity.sent': 'Dikirim',
  'activity.received': 'Diterima',
  'activity.minted': 'Dicetak',
  'activity.approved': 'Disetujui',
  'activity.executed': 'Dieksekusi',
  'activity.deployed': 'Diterapkan',
  'activity.swapped': 'Ditukar',
  'activity.transaction': 'Transaksi',
  'activity.to': 'ke {address}',
  'activity.from': 'dari {address}',
  'activity.checkHint':
    'Transfer bernilai nol, sangat kecil, atau berisi token tak dikenal: sering dikirim untuk menyusupkan alamat tiruan ke riwayat Anda. Periksa alamat lengkapnya sebelum mengirim ke alamat ini.',
  'activity.lookalike':
    'Mirip {address}, alamat yang pernah Anda kirimi, tetapi ini alamat yang berbeda. Periksa alamat lengkapnya sebelum mengirim ke alamat ini.',
  'title.siwxSignMessage': 'Masuk',
  'siwx.title': '{name} perlu terhubung ke dompet Anda',
  'siwx.textRequired':
    'Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan melanjutkan. Membatalkan akan memutuskan koneksi Anda.',
  'siwx.textOptional':
    'Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan melanjutkan.',
  'siwx.thisApp': 'Aplikasi ini',
  'siwx.cancel': 'Batal',
  'siwx.cancelling': 'Membatalkan…',
  'siwx.sign': 'Tanda tangani',
  'siwx.signing': 'Menandatangani…',
  'toast.siwxAuthenticating': 'Mengautentikasi...',
  'toast.siwxSignatureDeclined': 'Tanda tangan ditolak',
  'toast.siwxSmartAccount': 'Aplikasi ini mungkin tidak mendukung Smart Account',
  'toast.siwxInitFailed': 'Terjadi masalah saat memulai autentikasi',
  'title.connectingSiwe': 'Masuk',
  'siwe.title': '{name} ingin terhubung ke dompet Anda',

  'title.send': 'Kirim',
  'title.selectToken': 'Pilih token',
  'title.reviewSend': 'Tinjau pengiriman',
  'title.receive': 'Terima',
  'title.swap': 'Tukar',
  'title.reviewSwap': 'Tinjau penukaran',
  'title.buy': 'Beli',
  'title.selectCurrency': 'Pilih mata uang',
  'title.buyInProgress': 'Pembelian berlangsung',
  'title.purchases': 'Pembelian',
  'title.chooseName': 'Pilih nama',
  'title.nameRegistered': 'Nama terdaftar',
  'title.settings': 'Pengaturan',
  'title.activity': 'Aktivitas',
  'title.whatIsAWallet': 'Apa itu dompet?',
  'title.whatIsANetwork': 'Apa itu jaringan?',
  'title.getWallet': 'Dapatkan dompet',
  'pairing.dontHave': 'Belum punya {name}?',
  'pairing.get': 'Dapatkan',
  'feature.onramp': 'Beli',
  'feature.swaps': 'Tukar',
  'feature.receive': 'Terima',
  'feature.send': 'Kirim',
  'account.features': 'Aksi dompet',
  'account.settings': 'Pengaturan akun',
  'activity.seeAll': 'Lihat semua aktivitas',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/id.js'
export { messages as names } from '../../modal/features/names/messages/locales/id.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/id.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/id.js'
export { messages as send } from '../../modal/features/send/messages/locales/id.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/id.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/id.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/id.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/id.js'
