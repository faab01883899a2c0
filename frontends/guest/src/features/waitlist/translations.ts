import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the guest waitlist page and modal. */
addTranslations({
  'fr-CA': {
    'Join the waitlist': 'Rejoindre la liste d’attente',
    'Be the first to taste Hearth': 'Goûtez à Hearth avant tout le monde',
    'Hearth brings meals cooked by home chefs in Toronto to your door. Join the guest waitlist to get in early.':
      'Hearth vous apporte des plats préparés par des chefs maison de Toronto. Inscrivez-vous sur la liste d’attente des invités pour en profiter en premier.',
    'Exclusive promotions': 'Promotions exclusives',
    'Beta Guests get offers nobody else does, starting with their first order.':
      'Les invités Bêta profitent d’offres réservées, dès leur première commande.',
    'First in line': 'Aux premières loges',
    'We let you know the moment Hearth opens in your neighbourhood.':
      'Nous vous prévenons dès que Hearth ouvre dans votre quartier.',
    'Real home cooking': 'De la vraie cuisine maison',
    'Pre-order from food-safety certified home chefs, for delivery or pickup.':
      'Commandez à l’avance auprès de chefs maison certifiés en salubrité alimentaire, en livraison ou à emporter.',
    'Be among the first to order home-cooked meals from chefs near you, with promotions only Beta Guests get.':
      'Soyez parmi les premiers à commander des plats maison auprès de chefs près de chez vous, avec des promotions réservées aux invités Bêta.',
    'We will write to {{email}} as soon as Hearth opens near you, with your first exclusive promotion.':
      'Nous vous écrirons à {{email}} dès que Hearth ouvrira près de chez vous, avec votre première promotion exclusive.',
  },
});
