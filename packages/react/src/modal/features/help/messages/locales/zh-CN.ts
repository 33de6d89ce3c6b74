import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': '你的密钥，你的资产',
  'help.walletKeysText': '钱包保管着你的币和收藏品的密钥。只有你能转移它们。',
  'help.walletSignInTitle': '一次登录，通行所有应用',
  'help.walletSignInText': '连接钱包即可，无需为每个应用创建新账户和密码。',
  'help.walletAnywhereTitle': '随你进入每个应用',
  'help.walletAnywhereText': '同一个钱包及其资产，会随你进入你连接的任何应用。',
  'help.getWallet': '获取钱包',
  'help.networkRecordTitle': '共享的账本',
  'help.networkRecordText': '网络是记录谁拥有什么的公开账本。每个网络都有自己的币和应用。',
  'help.networkFeesTitle': '用网络自己的币付费',
  'help.networkFeesText': '发送或兑换会产生少量费用，需用该网络的币支付，例如以太坊上的 ETH。',
  'help.networkSwitchTitle': '需要时随时切换',
  'help.networkSwitchText': '选择存有你要使用的资产的网络。你可以随时切换。',
  'help.suggestedWallets': '推荐钱包',
  'help.noWalletsTitle': '暂无推荐钱包',
  'help.noWalletsText': '有下载页面的钱包会显示在这里。请稍后再试。',
  'help.getName': '获取 {name}',
  'help.downloadsHint': '请从钱包自己的页面下载，然后回到这里连接。',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': '网站',
  'help.noDownloadsTitle': '没有下载页面',
  'help.noDownloadsText': '此钱包未提供下载页面。请选择其他钱包。',
  'help.opensInNewTab': '{label}（在新标签页中打开）',
}
