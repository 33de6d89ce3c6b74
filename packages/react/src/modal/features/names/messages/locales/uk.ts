import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Виберіть ім’я акаунта',
  'choose.text':
    'Досить довгих адрес: за іменем ваш акаунт легко впізнати й легко на нього надіслати.',
  'choose.free': 'Ім’я реєструється підписом повідомлення: без транзакції та без комісії.',
  'choose.button': 'Вибрати ім’я',
  'register.label': 'Ім’я акаунта',
  'register.rule': 'Щонайменше 4 символи: літери, цифри й дефіси',
  'register.tooShort': 'Ім’я має містити щонайменше 4 символи',
  'register.tooLong': 'Ім’я має містити не більше 63 символів',
  'register.invalidCharacters': 'Використовуйте лише літери, цифри й дефіси',
  'register.checking': 'Перевіряємо доступність…',
  'register.available': '{name} вільне',
  'register.taken': '{name} вже зайняте',
  'register.suggestions': 'Варіанти',
  'register.free': 'Вільне',
  'register.registered': 'Зайняте',
  'register.suggestionsFailed': 'Не вдалося завантажити варіанти імен',
  'register.submit': 'Зареєструвати',
  'register.pending': 'Чекаємо на ваш гаманець…',
  'register.declined': 'Підпис відхилено',
  'register.failed': 'Помилка реєстрації імені {name}',
  'register.evmOnly':
    'Імена доступні лише для EVM-акаунтів. Перейдіть на мережу EVM, щоб вибрати ім’я.',
  'success.signTitle': 'Підтвердьте в гаманці',
  'success.signText': 'Підпишіть повідомлення, щоб зареєструвати {name}.',
  'success.registering': 'Реєструємо {name}…',
  'success.title': 'Ім’я акаунта вибрано',
  'success.text': 'Тепер ваш акаунт показує це ім’я замість адреси.',
  'success.button': 'Повернутися до акаунта',
  'success.nothing': 'Зараз жодне ім’я не реєструється.',
}
