import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Chọn tên tài khoản',
  'choose.text': 'Tạm biệt địa chỉ dài: có tên, tài khoản của bạn dễ nhận ra và dễ nhận tiền.',
  'choose.free': 'Bạn đăng ký bằng cách ký một tin nhắn: không giao dịch, không phí.',
  'choose.button': 'Chọn tên',
  'register.label': 'Tên tài khoản',
  'register.rule': 'Ít nhất 4 ký tự: chữ cái, chữ số và dấu gạch ngang',
  'register.tooShort': 'Tên phải có ít nhất 4 ký tự',
  'register.tooLong': 'Tên chỉ được tối đa 63 ký tự',
  'register.invalidCharacters': 'Chỉ dùng chữ cái, chữ số và dấu gạch ngang',
  'register.checking': 'Đang kiểm tra…',
  'register.available': '{name} còn trống',
  'register.taken': '{name} đã có người dùng',
  'register.suggestions': 'Gợi ý',
  'register.free': 'Còn trống',
  'register.registered': 'Đã dùng',
  'register.suggestionsFailed': 'Lỗi khi tải gợi ý tên',
  'register.submit': 'Đăng ký',
  'register.pending': 'Đang chờ ví của bạn…',
  'register.declined': 'Đã từ chối ký',
  'register.failed': 'Lỗi khi đăng ký tên {name}',
  'register.evmOnly':
    'Tên tài khoản chỉ dành cho tài khoản EVM. Hãy chuyển sang mạng EVM để chọn tên.',
  'success.signTitle': 'Phê duyệt trong ví',
  'success.signText': 'Ký tin nhắn để đăng ký {name}.',
  'success.registering': 'Đang đăng ký {name}…',
  'success.title': 'Đã chọn tên tài khoản',
  'success.text': 'Tài khoản của bạn giờ hiển thị tên này thay cho địa chỉ.',
  'success.button': 'Quay lại tài khoản',
  'success.nothing': 'Không có tên nào đang được đăng ký.',
}
