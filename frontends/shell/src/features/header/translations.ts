import { addTranslations } from '@hearth/i18n';

// The header's strings (English en-CA text is the key).
addTranslations({
  // Counts: i18next picks `_one` or `_other` by the locale's plural rules (French: 0 and 1 are
  // singular); en-US falls back to en-CA.
  'en-CA': {
    'Cart, {{count}} items_one': 'Cart, {{count}} item',
    'Cart, {{count}} items_other': 'Cart, {{count}} items',
  },
  'fr-CA': {
    'Hearth home': 'Accueil Hearth',
    Home: 'Accueil',
    'Become a Chef': 'Devenir chef',
    'Join the Waitlist': 'Liste d’attente',
    'Log in': 'Se connecter',
    'Sign up': 'S’inscrire',
    'Open menu': 'Ouvrir le menu',
    Menu: 'Menu',
    Main: 'Navigation principale',
    'Become a cook': 'Devenir cuisinier',
    'Join Waitlist': 'Liste d’attente',
    Messages: 'Messages',
    'Profile menu': 'Menu du profil',
    Profile: 'Profil',
    Favorites: 'Favoris',
    Explore: 'Explorer',
    Reviews: 'Avis',
    Settings: 'Paramètres',
    Orders: 'Commandes',
    'Log Out': 'Se déconnecter',
    Dashboard: 'Tableau de bord',
    Notifications: 'Notifications',
    'Notifications (unseen)': 'Notifications (non lues)',
    'Cart, {{count}} items_one': 'Panier, {{count}} article',
    'Cart, {{count}} items_other': 'Panier, {{count}} articles',
    'Loading notifications…': 'Chargement des notifications…',
    'Notifications could not be loaded.': 'Impossible de charger les notifications.',
    'Try again': 'Réessayer',
    'You have no notifications yet.': 'Vous n’avez encore aucune notification.',
    'Load more': 'Afficher plus',
    '(new)': '(nouvelle)',
    'Skip to content': 'Passer au contenu',
  },
});
