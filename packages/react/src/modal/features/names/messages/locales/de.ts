import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Wähle deinen Kontonamen',
  'choose.text':
    'Schluss mit langen Adressen: Mit einem Namen ist dein Konto leicht zu erkennen und leicht zu bezahlen.',
  'choose.free':
    'Du registrierst ihn, indem du eine Nachricht signierst: keine Transaktion, keine Gebühr.',
  'choose.button': 'Namen wählen',
  'register.label': 'Kontoname',
  'register.rule': 'Mindestens 4 Zeichen: Buchstaben, Ziffern und Bindestriche',
  'register.tooShort': 'Der Name muss mindestens 4 Zeichen lang sein',
  'register.tooLong': 'Der Name darf höchstens 63 Zeichen lang sein',
  'register.invalidCharacters': 'Nur Buchstaben, Ziffern und Bindestriche verwenden',
  'register.checking': 'Verfügbarkeit wird geprüft…',
  'register.available': '{name} ist verfügbar',
  'register.taken': '{name} ist bereits vergeben',
  'register.suggestions': 'Vorschläge',
  'register.free': 'Verfügbar',
  'register.registered': 'Vergeben',
  'register.suggestionsFailed': 'Namensvorschläge konnten nicht geladen werden',
  'register.submit': 'Registrieren',
  'register.pending': 'Warte auf deine Wallet…',
  'register.declined': 'Signatur abgelehnt',
  'register.failed': 'Fehler beim Registrieren von {name}',
  'register.evmOnly':
    'Kontonamen gibt es nur für EVM-Konten. Wechsle zu einem EVM-Netzwerk, um einen zu wählen.',
  'success.signTitle': 'In deiner Wallet bestätigen',
  'success.signText': 'Signiere die Nachricht, um {name} zu registrieren.',
  'success.registering': '{name} wird registriert…',
  'success.title': 'Kontoname erfolgreich gewählt',
  'success.text': 'Dein Konto zeigt jetzt diesen Namen statt seiner Adresse.',
  'success.button': 'Zurück zum Konto',
  'success.nothing': 'Es wird gerade kein Name registriert.',
}
