import { BankDetailsBanners } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

/**
 * fr-CA (Canadian French) for the bank details screen's payout-provider refusal (the form's other
 * strings come with the dashboard's). `{{reason}}` is Wise's own message, shown as Wise wrote it.
 */
addTranslations({
  'fr-CA': {
    [BankDetailsBanners.payoutRefused]:
      'Wise, notre fournisseur de paiements, n’a pas pu accepter ces coordonnées bancaires : nous ne pouvons pas encore vous payer. Wise indique : « {{reason}} » Vérifiez les numéros auprès de votre banque et enregistrez-les de nouveau.',
  },
});
