import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the restaurant page and the dish detail modal. */
addTranslations({
  'fr-CA': {
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
    'Allergy warning': 'Allergènes',
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
