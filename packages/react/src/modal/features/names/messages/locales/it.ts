import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Scegli il nome del tuo account',
  'choose.text':
    'Basta indirizzi lunghi: con un nome il tuo account è facile da riconoscere e da pagare.',
  'choose.free': 'Lo registri firmando un messaggio: nessuna transazione, nessuna commissione.',
  'choose.button': 'Scegli nome',
  'register.label': 'Nome account',
  'register.rule': 'Almeno 4 caratteri: lettere, cifre e trattini',
  'register.tooShort': 'Il nome deve avere almeno 4 caratteri',
  'register.tooLong': 'Il nome può avere al massimo 63 caratteri',
  'register.invalidCharacters': 'Usa solo lettere, cifre e trattini',
  'register.checking': 'Verifica disponibilità…',
  'register.available': '{name} è disponibile',
  'register.taken': '{name} è già occupato',
  'register.suggestions': 'Suggerimenti',
  'register.free': 'Disponibile',
  'register.registered': 'Occupato',
  'register.suggestionsFailed': 'Errore nel recupero dei suggerimenti di nomi',
  'register.submit': 'Registra',
  'register.pending': 'In attesa del tuo wallet…',
  'register.declined': 'Firma rifiutata',
  'register.failed': 'Errore durante la registrazione del nome {name}',
  'register.evmOnly':
    'I nomi account sono per gli account EVM. Passa a una rete EVM per sceglierne uno.',
  'success.signTitle': 'Approva nel tuo wallet',
  'success.signText': 'Firma il messaggio per registrare {name}.',
  'success.registering': 'Registrazione di {name}…',
  'success.title': 'Nome account scelto con successo',
  'success.text': 'Il tuo account ora mostra questo nome al posto dell’indirizzo.',
  'success.button': 'Torna all’account',
  'success.nothing': 'Nessun nome in fase di registrazione.',
}
