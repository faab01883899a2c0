import type { InfoContent } from './types';

/** The information pages in Canadian French: same shape and order as content/en-CA.ts. */
export const FR_CA: InfoContent = {
  pages: {
    '/how-it-works': {
      intro:
        'Hearth vous met en relation avec des chefs à domicile de Toronto qui cuisinent en petites quantités dans leur propre cuisine. Comme chaque repas est commandé à l’avance, les chefs n’achètent des ingrédients frais que pour les portions commandées, et vous profitez d’un repas fait maison à un prix juste.',
      sections: [
        {
          heading: 'Pour les invités',
          paragraphs: [
            'Commencez par choisir une cuisine. Chaque chef a une page restaurant avec son menu, les cuisines qu’il prépare et ses prochaines séances de cuisine : une date et une plage horaire pendant lesquelles il prépare un nombre limité de portions.',
            'Choisissez vos plats et précommandez avant que la séance soit complète ou que sa date limite de commande soit passée. Le chef fixe un nombre minimal et maximal d’articles par commande, et la page indique combien de portions il reste.',
            'Le jour venu, récupérez votre repas à l’heure de cueillette ou faites-le livrer dans la zone de livraison du chef. Les frais de livraison sont affichés avant le paiement. Ensuite, vous pouvez noter le restaurant et laisser un avis pour aider les autres invités à choisir.',
          ],
        },
        {
          heading: 'Pour les chefs',
          paragraphs: [
            'Posez votre candidature à partir de la page Devenir chef. Notre équipe examine chaque candidature et répond d’ici 1 à 2 jours. Avant votre première séance, vous remplissez votre profil, nous transmettez votre certificat de salubrité alimentaire et créez votre restaurant.',
            'Vous décidez quoi cuisiner, quand et pour combien de personnes. Hearth s’occupe du reste : l’horaire, les commandes en ligne, les paiements, les notifications, la messagerie avec les invités et la visibilité de votre cuisine auprès de vos voisins affamés.',
          ],
          list: [
            'Créez des plats avec photos, ingrédients, mises en garde sur les allergies et prix',
            'Regroupez-les en menus et planifiez des séances de cuisine uniques, quotidiennes, hebdomadaires ou aux deux semaines',
            'Acceptez ou refusez les commandes reçues et suivez ce qu’il faut cuisiner pour chaque séance',
            'Recevez vos paiements dans votre compte bancaire après chaque séance terminée',
          ],
        },
        {
          heading: 'Pourquoi commander à l’avance?',
          paragraphs: [
            'La commande à l’avance, c’est ce qui permet de cuisiner à la maison à un prix juste. Un chef qui sait exactement combien de portions préparer achète juste assez d’ingrédients frais, ne gaspille presque rien et peut vous faire profiter des économies.',
          ],
        },
      ],
    },
    '/help-centre': {
      intro:
        'Trouvez rapidement des réponses sur les commandes, les paiements, la livraison et la cueillette, et votre compte. Si vous ne trouvez pas ce qu’il vous faut, notre équipe de soutien se fera un plaisir de vous aider.',
      sections: [
        {
          heading: 'Commandes',
          paragraphs: [
            'Suivez chaque commande à partir de Commandes dans le menu de votre profil : les commandes en attente attendent l’acceptation du chef, les commandes à venir sont confirmées et planifiées, et les commandes passées restent accessibles pour laisser un avis ou commander de nouveau.',
            'Si vos plans changent, annulez une commande en attente à partir de sa fiche. Une fois qu’un chef a accepté une commande et acheté les ingrédients, l’annulation dépend de la politique du chef indiquée sur sa page restaurant.',
          ],
        },
        {
          heading: 'Paiements et remboursements',
          paragraphs: [
            'Les prix sont affichés en dollars canadiens et comprennent le prix fixé par le chef pour chaque plat; les frais de livraison s’ajoutent à la caisse avant le paiement. Si une commande est refusée ou une séance annulée, vous êtes remboursé en totalité sur votre mode de paiement initial, habituellement dans un délai de 5 à 10 jours ouvrables.',
          ],
        },
        {
          heading: 'Livraison et cueillette',
          paragraphs: [
            'Chaque chef décide s’il livre, s’il offre la cueillette ou les deux. La livraison est offerte dans le rayon fixé par le chef, et les frais sont calculés selon ses frais de base et la distance. Les instructions de cueillette figurent dans votre confirmation de commande.',
          ],
        },
        {
          heading: 'Votre compte',
          paragraphs: [
            'Modifiez votre nom, votre numéro de téléphone et votre adresse dans Paramètres. Pour fermer votre compte ou obtenir une copie de vos renseignements personnels, écrivez à support@hearth.ca à partir du courriel associé à votre compte.',
          ],
        },
        {
          heading: 'Besoin d’aide supplémentaire?',
          paragraphs: [
            'Notre équipe de soutien répond aux courriels envoyés à support@hearth.ca en un jour ouvrable et prend les appels au +1 416-555-0142 en semaine, de 9 h à 18 h (heure de l’Est). Pour toute question sur un repas déjà reçu, indiquez votre numéro de commande.',
          ],
        },
      ],
    },
    '/faqs': {
      intro:
        'Les questions que les invités et les chefs nous posent le plus souvent. Sélectionnez une question pour afficher la réponse; sélectionnez-la de nouveau pour la masquer.',
      sections: [],
    },
    '/covid19-safety': {
      intro:
        'La salubrité alimentaire est au cœur de Hearth depuis le début. Voici les pratiques que suit chaque chef Hearth et les mesures que nous prenons pour que vous puissiez savourer un repas fait maison en toute confiance.',
      sections: [
        {
          heading: 'Des chefs certifiés',
          paragraphs: [
            'Chaque chef de Hearth détient un certificat de manipulation des aliments valide et reconnu en Ontario avant de pouvoir publier une séance de cuisine. Nous vérifions le certificat lors de chaque candidature et demandons aux chefs de le renouveler avant son expiration.',
          ],
        },
        {
          heading: 'En cuisine',
          paragraphs: [
            'Les chefs s’engagent à ne cuisiner que lorsqu’ils se sentent bien, à se laver les mains souvent, à nettoyer et désinfecter les surfaces de travail avant chaque séance et à séparer les aliments crus des aliments cuits. Chaque plat indique ses principaux ingrédients et ses allergènes pour que vous sachiez ce que vous commandez.',
          ],
          list: [
            'Rester à la maison et annuler la séance en cas de symptômes de maladie',
            'Se laver les mains au moins 20 secondes avant et pendant la préparation',
            'Nettoyer et désinfecter les surfaces, les ustensiles et les contenants avant chaque séance',
            'Garder les aliments chauds bien chauds et les aliments froids bien froids jusqu’à la remise',
          ],
        },
        {
          heading: 'Livraison et cueillette sans contact',
          paragraphs: [
            'Les repas sont emballés dans des contenants scellés. Vous pouvez demander une livraison sans contact dans vos instructions de livraison : le chef dépose votre commande à la porte et vous avertit de son arrivée. Pour la cueillette, les chefs donnent des instructions claires afin que la remise soit rapide.',
          ],
        },
        {
          heading: 'Consignes de santé publique',
          paragraphs: [
            'Nous suivons les consignes de Santé publique Toronto et de la province de l’Ontario, et nous mettons ces pratiques à jour lorsqu’elles changent. Si un repas vous préoccupe, écrivez-nous à support@hearth.ca et nous ferons les vérifications sans tarder.',
          ],
        },
      ],
    },
    '/privacy-policy': {
      intro:
        'Cette politique explique quels renseignements personnels Hearth recueille, pourquoi nous les recueillons et comment nous les protégeons. Hearth se conforme à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois canadiennes applicables en matière de protection de la vie privée.',
      sections: [
        {
          heading: 'Ce que nous recueillons',
          paragraphs: [
            'Nous recueillons les renseignements que vous nous fournissez lorsque vous créez un compte, vous inscrivez à une liste d’attente, vous abonnez à notre infolettre ou passez une commande : votre nom, votre courriel, votre numéro de téléphone, votre code postal et votre adresse de livraison. Les chefs fournissent aussi les renseignements nécessaires pour les vérifier et les payer, comme leur certificat de salubrité alimentaire et leurs coordonnées bancaires.',
            'Lorsque vous utilisez Hearth, nous enregistrons des renseignements sur vos commandes, vos avis et vos favoris, ainsi que des renseignements techniques comme votre type de navigateur et les pages que vous consultez, afin d’assurer la sécurité et le bon fonctionnement du service.',
          ],
        },
        {
          heading: 'Comment nous les utilisons',
          paragraphs: [
            'Nous utilisons vos renseignements pour offrir le service : traiter et livrer les commandes, vous permettre de communiquer avec votre chef, vérifier et payer les chefs, répondre aux demandes de soutien et prévenir la fraude. Nous n’envoyons d’infolettres et de promotions que si vous y êtes abonné, et chaque message comprend un moyen de vous désabonner.',
            'Nous ne vendons pas vos renseignements personnels. Nous les communiquons uniquement au chef qui prépare votre commande (votre nom, et votre adresse pour les livraisons) et aux fournisseurs de services qui les traitent pour notre compte en vertu d’un contrat, comme les services de paiement et d’hébergement.',
          ],
        },
        {
          heading: 'Consentement, accès et correction',
          paragraphs: [
            'En utilisant Hearth, vous consentez à la collecte et à l’utilisation décrites dans cette politique. Vous pouvez retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles. Vous avez le droit de consulter les renseignements personnels que nous détenons à votre sujet et de nous demander de les corriger.',
          ],
        },
        {
          heading: 'Conservation et sécurité',
          paragraphs: [
            'Nous protégeons vos renseignements au moyen de mesures adaptées à leur sensibilité, notamment le chiffrement en transit, le contrôle des accès et des vérifications régulières. Nous ne les conservons que le temps nécessaire aux fins décrites ci-dessus ou exigé par la loi.',
          ],
        },
        {
          heading: 'Joindre notre responsable de la protection de la vie privée',
          paragraphs: [
            'Vos questions ou demandes concernant vos renseignements personnels peuvent être envoyées à notre responsable de la protection de la vie privée à support@hearth.ca. Si notre réponse ne vous satisfait pas, vous pouvez communiquer avec le Commissariat à la protection de la vie privée du Canada.',
          ],
        },
      ],
    },
    '/terms-and-conditions': {
      intro:
        'Les présentes conditions régissent votre utilisation de Hearth, une plateforme qui met en relation des invités et des chefs à domicile indépendants à Toronto, au Canada. En créant un compte ou en passant une commande, vous les acceptez. Veuillez les lire attentivement.',
      sections: [
        {
          heading: 'La plateforme Hearth',
          paragraphs: [
            'Hearth fournit la plateforme sur laquelle les chefs publient leurs restaurants, leurs plats et leurs séances de cuisine, et sur laquelle les invités passent leurs commandes. Les chefs sont indépendants et sont responsables des aliments qu’ils préparent, du respect des règles de salubrité et de la description exacte de leurs plats, ingrédients et allergènes.',
          ],
        },
        {
          heading: 'Comptes',
          paragraphs: [
            'Vous devez avoir au moins 18 ans pour créer un compte. Gardez votre mot de passe confidentiel et avisez-nous sans délai si vous croyez que votre compte a été utilisé sans votre permission. Vous êtes responsable de l’exactitude et de la mise à jour des renseignements que vous fournissez.',
          ],
        },
        {
          heading: 'Commandes, paiements et annulations',
          paragraphs: [
            'Une commande est une précommande pour une séance de cuisine précise. Elle est confirmée lorsque le chef l’accepte. Les prix sont en dollars canadiens; les frais de livraison et les taxes applicables sont affichés avant le paiement. Si un chef refuse votre commande ou annule une séance, vous êtes remboursé en totalité.',
          ],
        },
        {
          heading: 'Chefs',
          paragraphs: [
            'Les chefs doivent détenir un certificat de manipulation des aliments valide, garder leur cuisine propre et sécuritaire, honorer les commandes qu’ils acceptent et respecter toutes les lois qui s’appliquent à eux. Hearth peut suspendre ou retirer un restaurant qui enfreint ces conditions ou qui fait l’objet de plaintes sérieuses en matière de sécurité.',
          ],
        },
        {
          heading: 'Responsabilité',
          paragraphs: [
            'Dans la mesure permise par la loi, Hearth n’est pas responsable des pertes indirectes ou consécutives découlant de l’utilisation de la plateforme. Rien dans les présentes conditions ne limite les droits que vous confère la Loi de 2002 sur la protection du consommateur de l’Ontario.',
          ],
        },
        {
          heading: 'Droit applicable et modifications',
          paragraphs: [
            'Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent, et les litiges relèvent des tribunaux de l’Ontario. Nous pouvons mettre à jour ces conditions; nous vous informerons de tout changement important avant son entrée en vigueur.',
          ],
        },
      ],
    },
    '/contact-us': {
      intro:
        'Une question sur une commande, sur la façon de devenir chef ou sur une collaboration avec Hearth? Nous serons ravis de vous lire. Notre équipe est établie à Toronto et répond en français et en anglais.',
      sections: [
        {
          heading: 'Invités',
          paragraphs: [
            'Pour de l’aide avec une commande, un remboursement ou votre compte, écrivez à support@hearth.ca en indiquant votre numéro de commande, ou appelez-nous en semaine. Nous répondons aux courriels en un jour ouvrable.',
          ],
        },
        {
          heading: 'Chefs',
          paragraphs: [
            'Vous avez posé votre candidature pour devenir chef? Nous répondons à chaque candidature d’ici 1 à 2 jours. Pour toute question sur votre restaurant, vos séances de cuisine ou vos paiements, écrivez à support@hearth.ca à partir du courriel de votre compte chef.',
          ],
        },
        {
          heading: 'Médias et partenariats',
          paragraphs: [
            'Les journalistes, les cuisines communautaires et les entreprises locales qui souhaitent collaborer avec Hearth peuvent nous écrire à support@hearth.ca en indiquant « Partenariat » dans l’objet.',
          ],
        },
      ],
    },
  },
  faq: [
    {
      heading: 'Commander',
      items: [
        {
          question: 'Pourquoi dois-je commander à l’avance?',
          answer:
            'Les chefs Hearth cuisinent lors de séances planifiées, avec un nombre limité de portions. La commande à l’avance leur permet d’acheter des ingrédients frais pour exactement ce qui a été commandé, ce qui garde les prix justes et réduit le gaspillage.',
        },
        {
          question: 'Puis-je choisir entre la livraison et la cueillette?',
          answer:
            'Oui, lorsque le chef offre les deux. Chaque séance de cuisine indique si elle permet la livraison, la cueillette ou les deux, et la livraison est offerte dans le rayon fixé par le chef.',
        },
        {
          question: 'Combien coûte la livraison?',
          answer:
            'Chaque chef fixe des frais de livraison de base et peut ajouter des frais par kilomètre. Le total des frais de livraison est affiché à la caisse avant le paiement.',
        },
        {
          question: 'Puis-je annuler une commande?',
          answer:
            'Vous pouvez annuler une commande en attente en tout temps à partir de Commandes. Une fois qu’elle est acceptée par le chef, l’annulation dépend de sa politique; si le chef refuse ou annule, vous êtes remboursé en totalité.',
        },
      ],
    },
    {
      heading: 'Aliments et sécurité',
      items: [
        {
          question: 'Les chefs Hearth sont-ils certifiés?',
          answer:
            'Oui. Chaque chef détient un certificat de manipulation des aliments valide, que nous vérifions avant qu’il puisse publier une séance de cuisine.',
        },
        {
          question: 'Comment savoir ce que contient un plat?',
          answer:
            'Chaque plat indique ses principaux ingrédients, une mise en garde sur les allergies et des catégories alimentaires comme végétalien, sans gluten ou halal. Si vous avez une allergie grave, écrivez au chef avant de commander.',
        },
      ],
    },
    {
      heading: 'Pour les chefs',
      items: [
        {
          question: 'Comment devenir chef Hearth?',
          answer:
            'Inscrivez-vous à la liste d’attente des chefs à partir de Devenir chef. Nous examinons chaque candidature et répondons d’ici 1 à 2 jours, puis nous vous aidons à créer votre restaurant, votre premier plat et votre première séance de cuisine.',
        },
        {
          question: 'De quoi Hearth s’occupe-t-il pour les chefs?',
          answer:
            'De l’horaire, des commandes en ligne, des paiements, des notifications, de la messagerie avec les invités et de la visibilité sur la plateforme, pour que vous puissiez vous concentrer sur la cuisine.',
        },
        {
          question: 'Comment et quand les chefs sont-ils payés?',
          answer:
            'Les paiements sont versés dans le compte bancaire indiqué dans vos renseignements de paiement après chaque séance terminée, moins les frais de service de Hearth.',
        },
      ],
    },
    {
      heading: 'Votre compte',
      items: [
        {
          question: 'Où Hearth est-il offert?',
          answer:
            'Hearth est lancé à Toronto, au Canada. Inscrivez-vous à la liste d’attente avec votre code postal et nous vous préviendrons quand des chefs cuisineront près de chez vous.',
        },
        {
          question: 'Comment me désabonner de l’infolettre?',
          answer:
            'Chaque infolettre comporte un lien de désabonnement au bas du message. Vous pouvez aussi écrire à support@hearth.ca et nous retirerons votre adresse.',
        },
      ],
    },
  ],
};
