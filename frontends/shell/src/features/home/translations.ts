import { addTranslations } from '@hearth/i18n';

// The home page's strings (hero, landing blocks, carousel).
addTranslations({
  'en-US': {
    'Home-cooked meals from chefs in your neighbourhood':
      'Home-cooked meals from chefs in your neighborhood',
  },
  'fr-CA': {
    'Hearth — home-cooked meals from local chefs':
      'Hearth — des plats faits maison par des chefs d’ici',
    'Home-cooked meals from chefs in your neighbourhood':
      'Des plats faits maison par les chefs de votre quartier',
    'Pre-order fresh dishes from food-safety certified home chefs in Toronto. Pick a cooking session, choose delivery or pickup, and enjoy a meal made for you.':
      'Précommandez des plats frais auprès de chefs à domicile de Toronto certifiés en salubrité alimentaire. Choisissez une séance de cuisine, optez pour la livraison ou la cueillette, et savourez un repas préparé pour vous.',
    'Get early access': 'Accès anticipé',
    'Cook with Hearth': 'Cuisiner avec Hearth',
    'Want to save money on eating out and restaurant delivery?':
      'Vous voulez économiser sur les sorties au restaurant et la livraison?',
    'Restaurant menus and delivery apps add up fast. Hearth chefs cook in small batches in their own kitchens and set their own prices, so a generous, freshly made meal often costs less than takeout.':
      'Les menus de restaurant et les applications de livraison, ça finit par coûter cher. Les chefs Hearth cuisinent en petites quantités dans leur propre cuisine et fixent leurs prix : un repas généreux et frais coûte souvent moins cher qu’un plat à emporter.',
    'Fair prices set by the cooks themselves, without restaurant overheads':
      'Des prix justes fixés par les cuisiniers eux-mêmes, sans les frais d’un restaurant',
    'Fresh ingredients bought for the orders placed, so little goes to waste':
      'Des ingrédients frais achetés pour les commandes reçues : presque rien ne se perd',
    'Delivery or pickup at a time you choose, with fees shown before you order':
      'Livraison ou cueillette à l’heure de votre choix, frais affichés avant de commander',
    'Three steps from craving to a home-cooked meal.':
      'Trois étapes entre l’envie et un bon repas fait maison.',
    'Choose a Kitchen': 'Choisissez une cuisine',
    'Browse home chefs near you, their menus and their upcoming cooking sessions.':
      'Découvrez les chefs à domicile près de chez vous, leurs menus et leurs prochaines séances de cuisine.',
    'Pick your dishes': 'Choisissez vos plats',
    'Pre-order before the session fills up: portions are limited, and your chef buys fresh ingredients for the orders placed.':
      'Précommandez avant que la séance soit complète : les portions sont limitées et votre chef achète des ingrédients frais pour les commandes reçues.',
    'Collect and enjoy!': 'Récupérez et savourez!',
    'Pick up your meal or have it delivered at the time you chose, then tell the chef how it went.':
      'Passez prendre votre repas ou faites-le livrer à l’heure choisie, puis dites au chef ce que vous en avez pensé.',
    'Kitchens cooking near you': 'Des cuisines près de chez vous',
    'A taste of the home chefs on Hearth. Open a menu to see what they cook next.':
      'Un avant-goût des chefs à domicile de Hearth. Ouvrez un menu pour voir ce qu’ils préparent.',
    'Join our waitlist today!': 'Inscrivez-vous à notre liste d’attente dès aujourd’hui!',
    'Be among the first guests when Hearth opens in your part of Toronto, and get exclusive launch promotions.':
      'Soyez parmi les premiers invités quand Hearth ouvrira dans votre coin de Toronto, et profitez de promotions de lancement exclusives.',
    'Reserve my spot': 'Réserver ma place',
    'Loading kitchens…': 'Chargement des cuisines…',
    'Kitchens could not be loaded right now.': 'Impossible de charger les cuisines pour le moment.',
    'Please check your connection and try again in a moment.':
      'Vérifiez votre connexion et réessayez dans un instant.',
    'Try again': 'Réessayer',
    'No kitchens to show yet': 'Aucune cuisine à afficher pour l’instant',
    'Our first Toronto chefs are getting their kitchens ready. Join the waitlist and we will let you know when they start cooking.':
      'Nos premiers chefs torontois préparent leur cuisine. Inscrivez-vous à la liste d’attente et nous vous préviendrons dès qu’ils commenceront à cuisiner.',
    'Previous kitchens': 'Cuisines précédentes',
    'Next kitchens': 'Cuisines suivantes',
    Kitchens: 'Cuisines',
    Cuisines: 'Types de cuisine',
    Menu: 'Menu',
    'Menu of {{name}}': 'Menu de {{name}}',
  },
});
