import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'アカウント名を選ぶ',
  'choose.text': '長いアドレスとはお別れ。名前があれば、アカウントが見分けやすく送金も簡単です。',
  'choose.free': 'メッセージに署名するだけで登録できます。取引も手数料もありません。',
  'choose.button': '名前を選ぶ',
  'register.label': 'アカウント名',
  'register.rule': '4 文字以上：英字、数字、ハイフン',
  'register.tooShort': '名前は 4 文字以上にしてください',
  'register.tooLong': '名前は 63 文字以内にしてください',
  'register.invalidCharacters': '英字、数字、ハイフンのみ使えます',
  'register.checking': '空き状況を確認中…',
  'register.available': '{name} は利用できます',
  'register.taken': '{name} はすでに使われています',
  'register.suggestions': '候補',
  'register.free': '利用可',
  'register.registered': '使用済み',
  'register.suggestionsFailed': '名前の候補を取得できませんでした',
  'register.submit': '登録する',
  'register.pending': 'ウォレットを待っています…',
  'register.declined': '署名が拒否されました',
  'register.failed': '名前 {name} を登録できませんでした',
  'register.evmOnly':
    'アカウント名は EVM アカウント専用です。名前を選ぶには EVM ネットワークに切り替えてください。',
  'success.signTitle': 'ウォレットで承認してください',
  'success.signText': '{name} を登録するにはメッセージに署名してください。',
  'success.registering': '{name} を登録中…',
  'success.title': 'アカウント名を設定しました',
  'success.text': 'アカウントにはアドレスの代わりにこの名前が表示されます。',
  'success.button': 'アカウントに戻る',
  'success.nothing': '登録中の名前はありません。',
}
