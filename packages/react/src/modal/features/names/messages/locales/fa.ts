import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'نام حساب خود را انتخاب کنید',
  'choose.text':
    'خداحافظی با نشانی‌های طولانی: با یک نام، حساب شما راحت شناخته می‌شود و راحت می‌توان به آن ارسال کرد.',
  'choose.free': 'با امضای یک پیام ثبتش می‌کنید: بدون تراکنش و بدون کارمزد.',
  'choose.button': 'انتخاب نام',
  'register.label': 'نام حساب',
  'register.rule': 'دست‌کم ۴ نویسه: حروف، ارقام و خط تیره',
  'register.tooShort': 'نام باید دست‌کم ۴ نویسه باشد',
  'register.tooLong': 'نام حداکثر می‌تواند ۶۳ نویسه باشد',
  'register.invalidCharacters': 'فقط از حروف، ارقام و خط تیره استفاده کنید',
  'register.checking': 'در حال بررسی در دسترس بودن…',
  'register.available': '{name} در دسترس است',
  'register.taken': '{name} قبلاً گرفته شده است',
  'register.suggestions': 'پیشنهادها',
  'register.free': 'در دسترس',
  'register.registered': 'گرفته شده',
  'register.suggestionsFailed': 'خطا در دریافت پیشنهادهای نام',
  'register.submit': 'ثبت',
  'register.pending': 'در انتظار کیف پول شما…',
  'register.declined': 'امضا رد شد',
  'register.failed': 'خطا در ثبت نام {name}',
  'register.evmOnly': 'نام حساب فقط برای حساب‌های EVM است. برای انتخاب نام به یک شبکه EVM بروید.',
  'success.signTitle': 'در کیف پول خود تأیید کنید',
  'success.signText': 'برای ثبت {name} پیام را امضا کنید.',
  'success.registering': 'در حال ثبت {name}…',
  'success.title': 'نام حساب با موفقیت انتخاب شد',
  'success.text': 'اکنون حساب شما به جای نشانی، این نام را نشان می‌دهد.',
  'success.button': 'بازگشت به حساب',
  'success.nothing': 'هیچ نامی در حال ثبت نیست.',
}
