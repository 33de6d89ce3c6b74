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
}
