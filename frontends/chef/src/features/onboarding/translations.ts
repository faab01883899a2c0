import { ChefProfileMessages, DishMessages, KitchenMessages } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';
import '../../components/form/translations';

/**
 * fr-CA (Canadian French) for the chef onboarding wizard: the header, the step
 * bar and headings, the navigation, the terms of use and the contract messages of its steps (contract
 * messages are keys in English, SPEC wording). The forms' own strings are in forms/translations.
 */
addTranslations({
  'fr-CA': {
    'Become a Hearth chef': 'Devenez chef Hearth',
    'Founding Chef': 'Chef fondateur',
    'Application steps': 'Étapes de la candidature',
    'General Information': 'Renseignements généraux',
    Credentials: 'Qualifications',
    'Create the Restaurant': 'Créer le restaurant',
    'Create a Dish': 'Créer un plat',
    'Create your first Dish': 'Créez votre premier plat',
    'Terms of use': 'Conditions d’utilisation',
    Previous: 'Précédent',
    'Previous Step': 'Étape précédente',
    'Next Step': 'Étape suivante',
    'Submitting…': 'Envoi en cours…',
    'Loading your application…': 'Chargement de votre candidature…',
    'We could not load your application.': 'Nous n’avons pas pu charger votre candidature.',
    'Try again': 'Réessayer',
    'Create your restaurant first': 'Créez d’abord votre restaurant',
    'Go to Create the Restaurant': 'Aller à Créer le restaurant',
    'Hearth terms of use': 'Conditions d’utilisation de Hearth',
    'Hearth terms of use for chefs': 'Conditions d’utilisation de Hearth pour les chefs',
    'I have read and accept the terms of use': 'J’ai lu et j’accepte les conditions d’utilisation',
    '1. Who may cook on Hearth': '1. Qui peut cuisiner sur Hearth',
    'Hearth is a marketplace for home-cooked meals. To sell on Hearth you must be at least 18 years old, hold a valid food-safety certificate, and cook in a kitchen that meets the food-safety rules of your province or state. You confirm that the information in your application is true and complete.':
      'Hearth est une place de marché de repas cuisinés à la maison. Pour vendre sur Hearth, vous devez avoir au moins 18 ans, détenir un certificat valide en salubrité alimentaire et cuisiner dans une cuisine conforme aux règles de salubrité alimentaire de votre province ou de votre État. Vous confirmez que les renseignements fournis dans votre candidature sont exacts et complets.',
    '2. Your restaurant, dishes and sessions': '2. Votre restaurant, vos plats et vos séances',
    'You are responsible for the dishes you publish: their names, descriptions, ingredients, allergy warnings, portion sizes, prices and availability must be accurate. Guests order in advance; you cook the portions you offered for each cooking session and have them ready for pickup or delivery at the time you set.':
      'Vous êtes responsable des plats que vous publiez : leurs noms, descriptions, ingrédients, mises en garde sur les allergènes, tailles de portion, prix et disponibilités doivent être exacts. Les clients commandent à l’avance; vous cuisinez les portions offertes pour chaque séance de cuisine et les préparez pour la cueillette ou la livraison à l’heure que vous avez fixée.',
    '3. Food safety': '3. Salubrité alimentaire',
    'You handle, store, package and label food safely, keep cold food cold and hot food hot, follow the handling instructions you publish, and tell guests about every allergen in a dish. Hearth may suspend a restaurant at any time to protect guests.':
      'Vous manipulez, entreposez, emballez et étiquetez les aliments de façon sécuritaire, gardez les aliments froids au froid et les aliments chauds au chaud, suivez les instructions de manipulation que vous publiez et informez les clients de chaque allergène présent dans un plat. Hearth peut suspendre un restaurant en tout temps pour protéger les clients.',
    '4. Orders, payments and fees': '4. Commandes, paiements et frais',
    'Prices are shown to guests in dollars. Hearth collects payment from guests and pays you out to the bank account you add in your dashboard, less Hearth’s fees. Your restaurant becomes visible to the public only once your application is approved and your bank details are on file.':
      'Les prix sont affichés aux clients en dollars. Hearth perçoit le paiement des clients et vous le verse dans le compte bancaire que vous ajoutez à votre tableau de bord, moins les frais de Hearth. Votre restaurant devient visible par le public seulement lorsque votre candidature est approuvée et que vos coordonnées bancaires sont au dossier.',
    '5. Reviews and conduct': '5. Avis et conduite',
    'Guests may review your restaurant. You treat guests, couriers and the Hearth team with respect, and you do not ask guests to order or pay outside Hearth.':
      'Les clients peuvent évaluer votre restaurant. Vous traitez les clients, les livreurs et l’équipe de Hearth avec respect, et vous ne demandez pas aux clients de commander ou de payer en dehors de Hearth.',
    '6. Your application': '6. Votre candidature',
    'After you accept these terms your application is sent to the Hearth team, which answers within 2 days. You will be notified in the app and by e-mail when it is approved or if it is rejected.':
      'Une fois ces conditions acceptées, votre candidature est transmise à l’équipe de Hearth, qui y répond d’ici 2 jours. Vous serez avisé dans l’application et par courriel lorsqu’elle sera approuvée ou si elle est refusée.',
    [ChefProfileMessages.termsRequired]: 'Veuillez accepter les conditions d’utilisation',
    [ChefProfileMessages.generalInformationMissing]:
      'Veuillez d’abord remplir vos renseignements généraux',
    [ChefProfileMessages.credentialsMissing]: 'Veuillez d’abord remplir vos qualifications',
    [ChefProfileMessages.alreadySubmitted]: 'Votre candidature a déjà été envoyée',
    [KitchenMessages.loadFailed]: 'Il semble y avoir un problème pour le moment.',
    [DishMessages.saved]: 'Votre plat a été enregistré',
  },
});
