import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Wybierz nazwę konta',
  'choose.text':
    'Koniec z długimi adresami: dzięki nazwie twoje konto łatwo rozpoznać i łatwo na nie przesłać środki.',
  'choose.free': 'Rejestrujesz ją, podpisując wiadomość: bez transakcji i bez opłat.',
  'choose.button': 'Wybierz nazwę',
  'register.label': 'Nazwa konta',
  'register.rule': 'Co najmniej 4 znaki: litery, cyfry i łączniki',
  'register.tooShort': 'Nazwa musi mieć co najmniej 4 znaki',
  'register.tooLong': 'Nazwa może mieć najwyżej 63 znaki',
  'register.invalidCharacters': 'Używaj tylko liter, cyfr i łączników',
  'register.checking': 'Sprawdzanie dostępności…',
  'register.available': '{name} jest dostępna',
  'register.taken': '{name} jest już zajęta',
  'register.suggestions': 'Propozycje',
  'register.free': 'Dostępna',
  'register.registered': 'Zajęta',
  'register.suggestionsFailed': 'Błąd pobierania propozycji nazw',
  'register.submit': 'Zarejestruj',
  'register.pending': 'Czekam na portfel…',
  'register.declined': 'Podpis odrzucony',
  'register.failed': 'Błąd rejestracji nazwy {name}',
  'register.evmOnly': 'Nazwy kont są dla kont EVM. Przełącz się na sieć EVM, aby ją wybrać.',
  'success.signTitle': 'Zatwierdź w portfelu',
  'success.signText': 'Podpisz wiadomość, aby zarejestrować {name}.',
  'success.registering': 'Rejestrowanie {name}…',
  'success.title': 'Nazwa konta wybrana',
  'success.text': 'Twoje konto pokazuje teraz tę nazwę zamiast adresu.',
  'success.button': 'Wróć do konta',
  'success.nothing': 'Żadna nazwa nie jest rejestrowana.',
}
