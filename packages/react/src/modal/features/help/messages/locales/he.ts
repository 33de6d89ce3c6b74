import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'המפתחות שלך, הנכסים שלך',
  'help.walletKeysText':
    'הארנק שומר את המפתחות למטבעות ולפריטי האספנות שלך. רק לך יש אפשרות להעביר אותם.',
  'help.walletSignInTitle': 'כניסה אחת לכל האפליקציות',
  'help.walletSignInText': 'במקום ליצור חשבון וסיסמה חדשים לכל אפליקציה, פשוט מחברים את הארנק.',
  'help.walletAnywhereTitle': 'שלך בכל אפליקציה',
  'help.walletAnywhereText': 'אותו ארנק, עם הנכסים שבו, זמין בכל אפליקציה שמחברים אליה אותו.',
  'help.getWallet': 'הורדת ארנק',
  'help.networkRecordTitle': 'רישום משותף',
  'help.networkRecordText':
    'רשת היא רישום ציבורי של מי מחזיק במה. לכל רשת יש מטבעות ואפליקציות משלה.',
  'help.networkFeesTitle': 'עמלות במטבע של הרשת',
  'help.networkFeesText':
    'שליחה או החלפה כרוכות בעמלה קטנה שמשולמת במטבע של הרשת, למשל ETH באת׳ריום.',
  'help.networkSwitchTitle': 'אפשר לעבור כשצריך',
  'help.networkSwitchText':
    'יש לבחור את הרשת שבה נמצאים הנכסים שרוצים להשתמש בהם. אפשר לעבור רשת בכל עת.',
  'help.suggestedWallets': 'ארנקים מומלצים',
  'help.noWalletsTitle': 'אין ארנקים להמליץ עליהם',
  'help.noWalletsText': 'ארנקים עם דף הורדה יופיעו כאן. כדאי לנסות שוב מאוחר יותר.',
  'help.getName': 'הורדת {name}',
  'help.downloadsHint': 'יש להוריד אותו מאחד הדפים שלו עצמו, ואז לחזור לכאן כדי להתחבר.',
  'help.chromeStore': 'תוסף לדפדפן',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'אתר',
  'help.noDownloadsTitle': 'אין דף הורדה',
  'help.noDownloadsText': 'הארנק הזה לא מציין דף להורדה. יש לבחור ארנק אחר.',
  'help.opensInNewTab': '{label} (נפתח בכרטיסייה חדשה)',
}
