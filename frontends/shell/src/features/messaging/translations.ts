import { addTranslations } from '@hearth/i18n';

// The messaging screens' strings (English en-CA text is the key; en-US falls back to en-CA).
addTranslations({
  'en-CA': {
    '{{count}} unread_one': '{{count}} unread',
    '{{count}} unread_other': '{{count}} unread',
    'Messages, {{count}} unread_one': 'Messages, {{count}} unread',
    'Messages, {{count}} unread_other': 'Messages, {{count}} unread',
  },
  'fr-CA': {
    Messages: 'Messages',
    'Messages, {{count}} unread_one': 'Messages, {{count}} non lu',
    'Messages, {{count}} unread_other': 'Messages, {{count}} non lus',
    '{{count}} unread_one': '{{count}} non lu',
    '{{count}} unread_other': '{{count}} non lus',
    'Loading…': 'Chargement…',
    'No conversations yet. Ask a chef a question from their restaurant page.':
      'Aucune conversation pour l’instant. Posez une question à un chef depuis la page de son restaurant.',
    'Messages could not be loaded.': 'Impossible de charger les messages.',
    'Try again': 'Réessayer',
    'All messages': 'Tous les messages',
    Photo: 'Photo',
    'Question before ordering': 'Question avant de commander',
    'Order {{short}}': 'Commande {{short}}',
    Message: 'Message',
    Send: 'Envoyer',
    'Sending…': 'Envoi…',
    You: 'Vous',
    'No messages yet. Write the first one.': 'Aucun message pour l’instant. Écrivez le premier.',
    'This conversation is not available.': 'Cette conversation n’est pas disponible.',
    'Write a message first.': 'Écrivez d’abord un message.',
    'A message can be at most 2000 characters.':
      'Un message peut contenir au plus 2000 caractères.',
    'Could not send the message. Please try again.':
      'Impossible d’envoyer le message. Veuillez réessayer.',
    'Too many attempts. Please wait a minute and try again.':
      'Trop de tentatives. Veuillez patienter une minute et réessayer.',
    'Log in to read your messages.': 'Connectez-vous pour lire vos messages.',
  },
});
