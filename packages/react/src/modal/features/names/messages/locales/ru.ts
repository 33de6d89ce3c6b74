import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Выберите имя аккаунта',
  'choose.text':
    'Хватит длинных адресов: по имени ваш аккаунт легко узнать и легко на него отправить.',
  'choose.free': 'Имя регистрируется подписью сообщения: без транзакции и без комиссии.',
  'choose.button': 'Выбрать имя',
  'register.label': 'Имя аккаунта',
  'register.rule': 'Не меньше 4 символов: буквы, цифры и дефисы',
  'register.tooShort': 'Имя должно содержать не меньше 4 символов',
  'register.tooLong': 'Имя должно содержать не больше 63 символов',
  'register.invalidCharacters': 'Используйте только буквы, цифры и дефисы',
  'register.checking': 'Проверяем доступность…',
  'register.available': '{name} свободно',
  'register.taken': '{name} уже занято',
  'register.suggestions': 'Варианты',
  'register.free': 'Свободно',
  'register.registered': 'Занято',
  'register.suggestionsFailed': 'Не удалось загрузить варианты имён',
  'register.submit': 'Зарегистрировать',
  'register.pending': 'Ждём ваш кошелёк…',
  'register.declined': 'Подпись отклонена',
  'register.failed': 'Ошибка регистрации имени {name}',
  'register.evmOnly':
    'Имена доступны только для EVM-аккаунтов. Переключитесь на сеть EVM, чтобы выбрать имя.',
  'success.signTitle': 'Подтвердите в кошельке',
  'success.signText': 'Подпишите сообщение, чтобы зарегистрировать {name}.',
  'success.registering': 'Регистрируем {name}…',
  'success.title': 'Имя аккаунта выбрано',
  'success.text': 'Теперь ваш аккаунт показывает это имя вместо адреса.',
  'success.button': 'Вернуться к аккаунту',
  'success.nothing': 'Сейчас никакое имя не регистрируется.',
}
