import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': '계정 이름 선택',
  'choose.text': '긴 주소는 이제 그만: 이름이 있으면 계정을 알아보기 쉽고 송금받기도 쉽습니다.',
  'choose.free': '메시지에 서명해 등록합니다. 거래도 수수료도 없습니다.',
  'choose.button': '이름 선택',
  'register.label': '계정 이름',
  'register.rule': '4자 이상: 영문자, 숫자, 하이픈',
  'register.tooShort': '이름은 4자 이상이어야 합니다',
  'register.tooLong': '이름은 63자 이하여야 합니다',
  'register.invalidCharacters': '영문자, 숫자, 하이픈만 사용하세요',
  'register.checking': '사용 가능 여부 확인 중…',
  'register.available': '{name}은(는) 사용할 수 있습니다',
  'register.taken': '{name}은(는) 이미 사용 중입니다',
  'register.suggestions': '추천',
  'register.free': '사용 가능',
  'register.registered': '사용 중',
  'register.suggestionsFailed': '이름 추천을 불러오지 못했습니다',
  'register.submit': '등록',
  'register.pending': '지갑을 기다리는 중…',
  'register.declined': '서명이 거부되었습니다',
  'register.failed': '{name} 이름을 등록하지 못했습니다',
  'register.evmOnly':
    '계정 이름은 EVM 계정 전용입니다. 이름을 선택하려면 EVM 네트워크로 전환하세요.',
  'success.signTitle': '지갑에서 승인하세요',
  'success.signText': '{name}을(를) 등록하려면 메시지에 서명하세요.',
  'success.registering': '{name} 등록 중…',
  'success.title': '계정 이름을 설정했습니다',
  'success.text': '이제 계정에 주소 대신 이 이름이 표시됩니다.',
  'success.button': '계정으로 돌아가기',
  'success.nothing': '등록 중인 이름이 없습니다.',
}
