import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for /user/favorites. */
addTranslations({
  'fr-CA': {
    Favorites: 'Favoris',
    'Checking your session…': 'Vérification de votre session…',
    'Log in to see your favourites': 'Connectez-vous pour voir vos favoris',
    'Log in': 'Se connecter',
    'Favourite restaurants': 'Restaurants favoris',
    'Loading favourites…': 'Chargement des favoris…',
    'No favourites yet': 'Pas encore de favoris',
    'Tap the heart on a restaurant to keep it here.':
      'Touchez le cœur d’un restaurant pour le garder ici.',
    'Explore restaurants': 'Explorer les restaurants',
    'Load more': 'Afficher plus',
    'Loading…': 'Chargement…',
    'Try again': 'Réessayer',
  },
});
