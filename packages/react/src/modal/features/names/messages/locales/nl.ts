import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Kies je accountnaam',
  'choose.text':
    'Weg met lange adressen: met een naam is je account makkelijk te herkennen en te betalen.',
  'choose.free':
    'Je registreert hem door een bericht te ondertekenen: geen transactie, geen kosten.',
  'choose.button': 'Naam kiezen',
  'register.label': 'Accountnaam',
  'register.rule': 'Minstens 4 tekens: letters, cijfers en koppeltekens',
  'register.tooShort': 'De naam moet minstens 4 tekens lang zijn',
  'register.tooLong': 'De naam mag hoogstens 63 tekens lang zijn',
  'register.invalidCharacters': 'Gebruik alleen letters, cijfers en koppeltekens',
  'register.checking': 'Beschikbaarheid controleren…',
  'register.available': '{name} is beschikbaar',
  'register.taken': '{name} is al bezet',
  'register.suggestions': 'Suggesties',
  'register.free': 'Beschikbaar',
  'register.registered': 'Bezet',
  'register.suggestionsFailed': 'Fout bij het ophalen van naamsuggesties',
  'register.submit': 'Registreren',
  'register.pending': 'Wachten op je wallet…',
  'register.declined': 'Handtekening geweigerd',
  'register.failed': 'Fout bij het registreren van naam {name}',
  'register.evmOnly':
    'Accountnamen zijn voor EVM-accounts. Schakel over naar een EVM-netwerk om er een te kiezen.',
  'success.signTitle': 'Keur goed in je wallet',
  'success.signText': 'Onderteken het bericht om {name} te registreren.',
  'success.registering': '{name} wordt geregistreerd…',
  'success.title': 'Accountnaam gekozen',
  'success.text': 'Je account toont nu deze naam in plaats van het adres.',
  'success.button': 'Terug naar account',
  'success.nothing': 'Er wordt geen naam geregistreerd.',
}
