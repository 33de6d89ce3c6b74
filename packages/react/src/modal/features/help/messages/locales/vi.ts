import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Khóa của bạn, tài sản của bạn',
  'help.walletKeysText':
    'Ví giữ khóa cho coin và vật phẩm sưu tầm của bạn. Chỉ bạn mới có thể chuyển chúng.',
  'help.walletSignInTitle': 'Một lần đăng nhập cho mọi ứng dụng',
  'help.walletSignInText': 'Kết nối ví thay vì tạo tài khoản và mật khẩu mới cho từng ứng dụng.',
  'help.walletAnywhereTitle': 'Của bạn trong mọi ứng dụng',
  'help.walletAnywhereText':
    'Cùng một ví và tài sản trong đó sẽ đi theo bạn đến bất kỳ ứng dụng nào bạn kết nối.',
  'help.getWallet': 'Tải ví',
  'help.networkRecordTitle': 'Một sổ cái chung',
  'help.networkRecordText':
    'Mạng là sổ cái công khai ghi lại ai sở hữu gì. Mỗi mạng có coin và ứng dụng riêng.',
  'help.networkFeesTitle': 'Phí trả bằng coin riêng',
  'help.networkFeesText':
    'Gửi hoặc hoán đổi tốn một khoản phí nhỏ, trả bằng coin của mạng, chẳng hạn ETH trên Ethereum.',
  'help.networkSwitchTitle': 'Chuyển mạng khi cần',
  'help.networkSwitchText':
    'Hãy chọn mạng chứa tài sản bạn muốn dùng. Bạn có thể chuyển bất cứ lúc nào.',
  'help.suggestedWallets': 'Ví được đề xuất',
  'help.noWalletsTitle': 'Không có ví nào để đề xuất',
  'help.noWalletsText': 'Các ví có trang tải xuống sẽ hiển thị tại đây. Hãy thử lại sau.',
  'help.getName': 'Tải {name}',
  'help.downloadsHint':
    'Hãy tải ví từ một trong các trang của chính ví đó, rồi quay lại đây để kết nối.',
  'help.chromeStore': 'Tiện ích trình duyệt',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Trang web',
  'help.noDownloadsTitle': 'Không có trang tải xuống',
  'help.noDownloadsText': 'Ví này không cung cấp trang tải xuống nào. Hãy chọn ví khác.',
  'help.opensInNewTab': '{label} (mở trong thẻ mới)',
}
