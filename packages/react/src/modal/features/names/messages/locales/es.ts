import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Elige el nombre de tu cuenta',
  'choose.text':
    'Adiós a las direcciones largas: con un nombre, tu cuenta es fácil de reconocer y de recibir envíos.',
  'choose.free': 'Lo registras firmando un mensaje: sin transacción ni comisión.',
  'choose.button': 'Elegir nombre',
  'register.label': 'Nombre de la cuenta',
  'register.rule': 'Al menos 4 caracteres: letras, números y guiones',
  'register.tooShort': 'El nombre debe tener al menos 4 caracteres',
  'register.tooLong': 'El nombre debe tener como máximo 63 caracteres',
  'register.invalidCharacters': 'Usa solo letras, números y guiones',
  'register.checking': 'Comprobando disponibilidad…',
  'register.available': '{name} está disponible',
  'register.taken': '{name} ya está ocupado',
  'register.suggestions': 'Sugerencias',
  'register.free': 'Disponible',
  'register.registered': 'Ocupado',
  'register.suggestionsFailed': 'Error al obtener sugerencias de nombres',
  'register.submit': 'Registrar',
  'register.pending': 'Esperando a tu billetera…',
  'register.declined': 'Firma rechazada',
  'register.failed': 'Error al registrar el nombre {name}',
  'register.evmOnly':
    'Los nombres de cuenta son para cuentas EVM. Cambia a una red EVM para elegir uno.',
  'success.signTitle': 'Aprueba en tu billetera',
  'success.signText': 'Firma el mensaje para registrar {name}.',
  'success.registering': 'Registrando {name}…',
  'success.title': 'Nombre de cuenta elegido correctamente',
  'success.text': 'Tu cuenta ahora muestra este nombre en lugar de su dirección.',
  'success.button': 'Volver a la cuenta',
  'success.nothing': 'No se está registrando ningún nombre.',
}
