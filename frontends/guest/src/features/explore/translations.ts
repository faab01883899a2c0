import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for explore, its filters and the restaurant cards. */
addTranslations({
  'fr-CA': {
    Explore: 'Explorer',
    Restaurants: 'Restaurants',
    Results: 'Résultats',
    'Filter restaurants': 'Filtrer les restaurants',
    Search: 'Rechercher',
    'Restaurant or dish style': 'Restaurant ou style de plat',
    'Sort by': 'Trier par',
    Rating: 'Note',
    Distance: 'Distance',
    'Your postal code': 'Votre code postal',
    Apply: 'Appliquer',
    'Only the chefs who deliver there or offer pickup near it.':
      'Seulement les chefs qui y livrent ou qui offrent la cueillette tout près.',
    'Use my saved address ({{postalCode}})': 'Utiliser mon adresse enregistrée ({{postalCode}})',
    'Pickup within': 'Cueillette à moins de',
    '{{km}} km': '{{km}} km',
    '{{distance}} away · Delivers to you': 'À {{distance}} · Livre chez vous',
    '{{distance}} away · Pickup': 'À {{distance}} · Cueillette',
    'No chef delivers to {{postalCode}} or offers pickup within {{km}} km with these filters. Try a longer pickup distance, another date or fewer filters.':
      'Aucun chef ne livre au {{postalCode}} ni n’offre la cueillette à moins de {{km}} km avec ces filtres. Essayez une plus grande distance de cueillette, une autre date ou moins de filtres.',
    'Choose a pickup distance from 1 to 100 km':
      'Choisissez une distance de cueillette de 1 à 100 km',
    'Delivery or pickup': 'Livraison ou cueillette',
    Either: 'Les deux',
    Delivery: 'Livraison',
    Pickup: 'Cueillette',
    Date: 'Date',
    'Dish categories': 'Catégories de plats',
    Cuisines: 'Cuisines',
    'Clear filters': 'Effacer les filtres',
    'Loading restaurants…': 'Chargement des restaurants…',
    'No restaurants match your search': 'Aucun restaurant ne correspond à votre recherche',
    'Try another date, fewer filters or a different search.':
      'Essayez une autre date, moins de filtres ou une autre recherche.',
    'Our chefs are getting their kitchens ready. Please check back soon.':
      'Nos chefs préparent leurs cuisines. Revenez bientôt.',
    'Load more': 'Afficher plus',
    'Loading…': 'Chargement…',
    'Try again': 'Réessayer',
    Menu: 'Menu',
    'Menu of {{name}}': 'Menu de {{name}}',
    'Favourite {{name}}': '{{name}} en favori',
    'Dairy Free': 'Sans lactose',
    'Gluten Free': 'Sans gluten',
    Halal: 'Halal',
    Kosher: 'Casher',
    Veg: 'Végé',
    Vegan: 'Végane',
    'Enter your postal code to sort by distance':
      'Entrez votre code postal pour trier par distance',
    'We could not find that postal code': 'Nous n’avons pas trouvé ce code postal',
    'Choose a valid date': 'Choisissez une date valide',
    'Search text must be at most 100 characters':
      'La recherche doit compter au plus 100 caractères',
    'There seems to be some issue at the moment.': 'Il semble y avoir un problème pour le moment.',
    'Failed to update your favourites': 'Impossible de mettre à jour vos favoris',
    'Showing chefs with dishes that fit your dietary profile.':
      'Chefs dont des plats conviennent à votre profil alimentaire.',
    'Showing every chef, whatever your dietary profile.':
      'Tous les chefs, sans tenir compte de votre profil alimentaire.',
    'Show every chef': 'Afficher tous les chefs',
    'No chef has a dish that fits your dietary profile with these filters. Switch on Show every chef to see them all.':
      'Aucun chef n’a de plat qui convient à votre profil alimentaire avec ces filtres. Activez Afficher tous les chefs pour les voir tous.',
  },
});
