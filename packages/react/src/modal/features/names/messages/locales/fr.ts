import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Choisissez le nom de votre compte',
  'choose.text':
    'Fini les longues adresses : avec un nom, votre compte est facile à reconnaître et à payer.',
  'choose.free': 'Vous l’enregistrez en signant un message : aucune transaction, aucuns frais.',
  'choose.button': 'Choisir un nom',
  'register.label': 'Nom du compte',
  'register.rule': 'Au moins 4 caractères : lettres, chiffres et tirets',
  'register.tooShort': 'Le nom doit contenir au moins 4 caractères',
  'register.tooLong': 'Le nom doit contenir au plus 63 caractères',
  'register.invalidCharacters': 'Utilisez uniquement des lettres, des chiffres et des tirets',
  'register.checking': 'Vérification de la disponibilité…',
  'register.available': '{name} est disponible',
  'register.taken': '{name} est déjà pris',
  'register.suggestions': 'Suggestions',
  'register.free': 'Disponible',
  'register.registered': 'Pris',
  'register.suggestionsFailed': 'Erreur lors du chargement des suggestions de noms',
  'register.submit': 'Enregistrer',
  'register.pending': 'En attente de votre portefeuille…',
  'register.declined': 'Signature refusée',
  'register.failed': 'Erreur lors de l’enregistrement du nom {name}',
  'register.evmOnly':
    'Les noms de compte sont réservés aux comptes EVM. Passez sur un réseau EVM pour en choisir un.',
  'success.signTitle': 'Approuvez dans votre portefeuille',
  'success.signText': 'Signez le message pour enregistrer {name}.',
  'success.registering': 'Enregistrement de {name}…',
  'success.title': 'Nom de compte choisi avec succès',
  'success.text': 'Votre compte affiche désormais ce nom à la place de son adresse.',
  'success.button': 'Retour au compte',
  'success.nothing': 'Aucun nom n’est en cours d’enregistrement.',
}
