import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': '내 키, 내 자산',
  'help.walletKeysText':
    '지갑은 코인과 컬렉터블의 키를 보관합니다. 자산을 옮길 수 있는 사람은 나뿐입니다.',
  'help.walletSignInTitle': '모든 앱에 하나의 로그인',
  'help.walletSignInText': '앱마다 새 계정과 비밀번호를 만들 필요 없이 지갑을 연결하세요.',
  'help.walletAnywhereTitle': '어느 앱에서나 내 것',
  'help.walletAnywhereText': '같은 지갑과 자산을 연결한 모든 앱에서 그대로 사용할 수 있습니다.',
  'help.getWallet': '지갑 받기',
  'help.networkRecordTitle': '공유된 기록',
  'help.networkRecordText':
    '네트워크는 누가 무엇을 소유하는지 기록한 공개 장부입니다. 네트워크마다 고유한 코인과 앱이 있습니다.',
  'help.networkFeesTitle': '수수료는 네트워크 코인으로',
  'help.networkFeesText':
    '보내기나 스왑에는 소액의 수수료가 들며, 이더리움의 ETH처럼 해당 네트워크의 코인으로 지불합니다.',
  'help.networkSwitchTitle': '필요할 때 전환하기',
  'help.networkSwitchText':
    '사용하려는 자산이 있는 네트워크를 선택하세요. 언제든지 전환할 수 있습니다.',
  'help.suggestedWallets': '추천 지갑',
  'help.noWalletsTitle': '추천할 지갑이 없습니다',
  'help.noWalletsText': '다운로드 페이지가 있는 지갑이 여기에 표시됩니다. 나중에 다시 시도하세요.',
  'help.getName': '{name} 받기',
  'help.downloadsHint': '지갑이 직접 제공하는 페이지에서 다운로드한 후 여기로 돌아와 연결하세요.',
  'help.chromeStore': '브라우저 확장 프로그램',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': '웹사이트',
  'help.noDownloadsTitle': '다운로드 페이지 없음',
  'help.noDownloadsText': '이 지갑은 다운로드 페이지를 제공하지 않습니다. 다른 지갑을 선택하세요.',
  'help.opensInNewTab': '{label} (새 탭에서 열림)',
}
