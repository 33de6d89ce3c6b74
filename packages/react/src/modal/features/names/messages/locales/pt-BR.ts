import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { NamesMessageKey } from '../english.js'

export const messages: FeatureMessages<NamesMessageKey> = {
  'choose.title': 'Escolha o nome da sua conta',
  'choose.text':
    'Chega de endereços longos: com um nome, sua conta fica fácil de reconhecer e de receber envios.',
  'choose.free': 'Você o registra assinando uma mensagem: sem transação e sem taxa.',
  'choose.button': 'Escolher nome',
  'register.label': 'Nome da conta',
  'register.rule': 'Pelo menos 4 caracteres: letras, números e hifens',
  'register.tooShort': 'O nome deve ter pelo menos 4 caracteres',
  'register.tooLong': 'O nome deve ter no máximo 63 caracteres',
  'register.invalidCharacters': 'Use apenas letras, números e hifens',
  'register.checking': 'Verificando disponibilidade…',
  'register.available': '{name} está disponível',
  'register.taken': '{name} já está em uso',
  'register.suggestions': 'Sugestões',
  'register.free': 'Disponível',
  'register.registered': 'Em uso',
  'register.suggestionsFailed': 'Erro ao buscar sugestões de nomes',
  'register.submit': 'Registrar',
  'register.pending': 'Aguardando sua carteira…',
  'register.declined': 'Assinatura recusada',
  'register.failed': 'Erro ao registrar o nome {name}',
  'register.evmOnly':
    'Nomes de conta são para contas EVM. Mude para uma rede EVM para escolher um.',
  'success.signTitle': 'Aprove na sua carteira',
  'success.signText': 'Assine a mensagem para registrar {name}.',
  'success.registering': 'Registrando {name}…',
  'success.title': 'Nome da conta escolhido com sucesso',
  'success.text': 'Sua conta agora mostra este nome no lugar do endereço.',
  'success.button': 'Voltar para a conta',
  'success.nothing': 'Nenhum nome está sendo registrado.',
}
