import { TaxMessages } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

/** fr-CA for the chef's GST/HST number on the profile page. */
addTranslations({
  'fr-CA': {
    'Sales tax': 'Taxes de vente',
    'Save GST/HST number': 'Enregistrer le numéro de TPS/TVH',
    'GST/HST number (optional)': 'Numéro de TPS/TVH (facultatif)',
    'Registered for GST/HST? You then charge your own tax on your orders and remit it. Leave blank if not: Hearth collects and remits it.':
      'Inscrit aux fins de la TPS/TVH? Vous facturez alors vous-même la taxe sur vos commandes et la versez. Sinon, laissez vide : Hearth la perçoit et la verse.',
    [TaxMessages.gstHstNumberInvalid]:
      'Entrez votre numéro de TPS/TVH : 9 chiffres suivis de RT et de 4 chiffres, p. ex. 123456782 RT0001',
    [TaxMessages.gstHstNumberCheckDigit]:
      'Ce numéro de TPS/TVH n’est pas valide : vérifiez ses 9 chiffres',
  },
});
