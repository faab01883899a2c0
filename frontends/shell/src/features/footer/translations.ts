import { addTranslations } from '@hearth/i18n';

// The footer's strings. 'Toronto, Canada' and '© 2022 Hearth' are the same in every locale.
addTranslations({
  'fr-CA': {
    'Home-cooked meals from food-safety certified local chefs, ordered ahead so every dish is fresh.':
      'Des plats faits maison par des chefs d’ici certifiés en salubrité alimentaire, commandés à l’avance pour que chaque plat soit frais.',
    'Support contact': 'Joindre le soutien',
    Support: 'Soutien',
    Footer: 'Pied de page',
    'Learn more': 'En savoir plus',
    'Stay in the loop': 'Restez au courant',
    'News about chefs and dishes near you.':
      'Des nouvelles des chefs et des plats près de chez vous.',
    'Subscribe to our newsletter': 'Abonnez-vous à notre infolettre',
    'Social media': 'Réseaux sociaux',
    'Hearth on Instagram': 'Hearth sur Instagram',
    'Hearth on Facebook': 'Hearth sur Facebook',
    'Hearth on X': 'Hearth sur X',
    'Hearth on LinkedIn': 'Hearth sur LinkedIn',
  },
});
