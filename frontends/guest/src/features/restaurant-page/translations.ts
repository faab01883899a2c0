import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the restaurant page and the dish detail modal. */
addTranslations({
  'fr-CA': {
    'Ask the chef a question': 'Poser une question au chef',
    'Your question to the chef': 'Votre question au chef',
    'Send question': 'Envoyer la question',
    Cancel: 'Annuler',
    'Write a message first.': 'Écrivez d’abord un message.',
    'A message can be at most 2000 characters.':
      'Un message peut contenir au plus 2000 caractères.',
    'Could not send the message. Please try again.':
      'Impossible d’envoyer le message. Veuillez réessayer.',
    'This restaurant is not available for questions.':
      'Ce restaurant ne reçoit pas de questions pour le moment.',
    'You cannot ask your own restaurant a question.':
      'Vous ne pouvez pas poser de question à votre propre restaurant.',
    'Loading the restaurant…': 'Chargement du restaurant…',
    'This restaurant is not available': 'Ce restaurant n’est pas disponible',
    Dishes: 'Plats',
    'Pickup and delivery instructions': 'Instructions de cueillette et de livraison',
    Menu: 'Menu',
    'All dishes': 'Tous les plats',
    Date: 'Date',
    'Delivery or pickup': 'Livraison ou cueillette',
    Delivery: 'Livraison',
    Pickup: 'Cueillette',
    'Delivery within {{km}} km': 'Livraison dans un rayon de {{km}} km',
    Cuisines: 'Cuisines',
    Categories: 'Catégories',
    None: 'Aucune',
    'Spice level': 'Niveau de piquant',
    'Main ingredients': 'Ingrédients principaux',
    'Allergy warning': 'Mise en garde (allergies)',
    'Delivery instructions': 'Instructions de livraison',
    Portion: 'Portion',
    'Cooked for': 'Préparé pour',
    'Order quantity': 'Quantité commandée',
    'Min {{min}} · Max {{max}} · {{count}} remaining_one':
      'Min {{min}} · Max {{max}} · {{count}} restante',
    'Min {{min}} · Max {{max}} · {{count}} remaining_other':
      'Min {{min}} · Max {{max}} · {{count}} restantes',
    Quantity: 'Quantité',
    'Add to Cart': 'Ajouter au panier',
    '{{dish}} was added to your cart': '{{dish}} a été ajouté à votre panier',
    'Log In as a guest to add dish to cart':
      'Connectez-vous en tant qu’invité pour ajouter un plat au panier',
    'This dish is out of stock': 'Ce plat est en rupture de stock',
  },
});

/** fr-CA for Notify me (docs/rules/notify-me.md). */
addTranslations({
  'fr-CA': {
    'Notify me': 'M’aviser',
    'Notify me about {{dish}}': 'M’aviser pour {{dish}}',
    'Stop notifying me': 'Ne plus m’aviser',
    'Stop notifying me about {{dish}}': 'Ne plus m’aviser pour {{dish}}',
    'Sold out. We’ll tell you in the app and by e-mail when portions free up.':
      'Épuisé. Nous vous avertirons dans l’application et par courriel quand des portions se libéreront.',
    'We’ll tell you when portions free up.':
      'Nous vous avertirons quand des portions se libéreront.',
    'Log In as a guest to be told': 'Connectez-vous en tant qu’invité pour être averti',
    'Could not save. Please try again.': 'Impossible d’enregistrer. Veuillez réessayer.',
    'This dish is not offered on this date.': 'Ce plat n’est pas offert à cette date.',
    'This dish still has portions: add it to your cart.':
      'Ce plat a encore des portions : ajoutez-le à votre panier.',
    'Orders for this date are closed.': 'Les commandes pour cette date sont fermées.',
  },
});
