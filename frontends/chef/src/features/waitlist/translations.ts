import { addTranslations } from '@hearth/i18n';

/** fr-CA (Canadian French) for the chef waitlist page and its beta/founder modals. */
addTranslations({
  'fr-CA': {
    'Become a Hearth chef': 'Devenez chef Hearth',
    'For home cooks in Toronto': 'Pour les cuisiniers maison de Toronto',
    'Cook what you love from your own kitchen, on your own schedule, for neighbours who pre-order. Hearth handles ordering, scheduling, payments, notifications and visibility, so you can focus on the food.':
      'Cuisinez ce que vous aimez dans votre propre cuisine, selon votre horaire, pour des voisins qui commandent à l’avance. Hearth s’occupe des commandes, de l’horaire, des paiements, des notifications et de la visibilité : vous vous concentrez sur la cuisine.',
    'Open now': 'Ouvert maintenant',
    'Beta chef': 'Chef bêta',
    'Be one of the first cooks on Hearth as we open across Toronto, and start taking pre-orders as soon as you are approved.':
      'Soyez parmi les premiers cuisiniers sur Hearth pendant notre lancement à Toronto et recevez des précommandes dès que votre candidature est approuvée.',
    'Publish your restaurant, dishes and menus for free while we are in beta':
      'Publiez gratuitement votre restaurant, vos plats et vos menus pendant la période bêta',
    'Plan cooking sessions with portion limits: guests pre-order, so you buy only what you need':
      'Planifiez des séances de cuisine avec un nombre limité de portions : les clients commandent à l’avance, vous n’achetez que le nécessaire',
    'Shape Hearth with your feedback, straight to the team that builds it':
      'Façonnez Hearth grâce à vos commentaires, transmis directement à l’équipe qui le développe',
    'Join the Beta chef waitlist': 'Rejoindre la liste d’attente des chefs bêta',
    'Limited spots': 'Places limitées',
    'Founder chef': 'Chef fondateur',
    'Our founding chefs build Hearth with us from day one. In return, they keep the best terms we will ever offer.':
      'Nos chefs fondateurs bâtissent Hearth avec nous dès le premier jour. En retour, ils conservent les meilleures conditions que nous offrirons jamais.',
    'Lower fees for life, locked in for as long as you cook with us':
      'Des frais réduits à vie, garantis tant que vous cuisinez avec nous',
    'A Founding Chef badge on your restaurant page and in search':
      'Un badge « Chef fondateur » sur la page de votre restaurant et dans les résultats de recherche',
    'Priority support from a real person on our team':
      'Un soutien prioritaire offert par une vraie personne de notre équipe',
    'First say on new features, and early access to them':
      'Votre mot à dire en premier sur les nouvelles fonctionnalités, et un accès anticipé',
    'Apply as a Founder chef': 'Postuler comme chef fondateur',
    'How it works': 'Comment ça marche',
    'Apply in two minutes': 'Postulez en deux minutes',
    'Your name, e-mail and postal code are all we need to start.':
      'Votre nom, votre courriel et votre code postal suffisent pour commencer.',
    'Hear back within 2 days': 'Une réponse d’ici 2 jours',
    'We read every application ourselves and reply within 1–2 days.':
      'Nous lisons chaque candidature nous-mêmes et répondons d’ici 1 à 2 jours.',
    'Open your kitchen': 'Ouvrez votre cuisine',
    'Set up your restaurant, add your first dish and schedule your first cooking session.':
      'Créez votre restaurant, ajoutez votre premier plat et planifiez votre première séance de cuisine.',
    'Every cook on Hearth is food-safety certified. Not yet? Apply anyway: we will show you how to get certified in Ontario.':
      'Tous les cuisiniers de Hearth ont une certification en salubrité alimentaire. Pas encore la vôtre? Postulez quand même : nous vous montrerons comment l’obtenir en Ontario.',
    'Tell us who you are and where you cook. It takes a minute.':
      'Dites-nous qui vous êtes et où vous cuisinez. Ça ne prend qu’une minute.',
    'Founding spots are limited. Tell us who you are and where you cook.':
      'Les places de chef fondateur sont limitées. Dites-nous qui vous êtes et où vous cuisinez.',
    'Join the waitlist': 'Rejoindre la liste d’attente',
    'Send my application': 'Envoyer ma candidature',
    'Thank you, {{name}}!': 'Merci, {{name}}!',
    'You are on the Beta chef waitlist. We answer every application within 1–2 days, by e-mail at {{email}}.':
      'Vous êtes sur la liste d’attente des chefs bêta. Nous répondons à chaque candidature d’ici 1 à 2 jours, par courriel à {{email}}.',
    'Your Founder chef application is in. We answer every application within 1–2 days, by e-mail at {{email}}.':
      'Votre candidature de chef fondateur est bien reçue. Nous répondons à chaque candidature d’ici 1 à 2 jours, par courriel à {{email}}.',
  },
});
