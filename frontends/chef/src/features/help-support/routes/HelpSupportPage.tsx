import { useT } from '@hearth/i18n';
import { PageFrame } from '../../../components/PageFrame';

/**
 * How chefs reach Hearth support (the same contact as the shell's footer and /contact-us).
 * TODO(lead): share one SUPPORT constant between the shell and the remotes (a lib).
 */
const SUPPORT = {
  email: 'support@hearth.ca',
  phone: '+1 416-555-0142',
  tel: '+14165550142',
} as const;

/** /chef/settings/help-support: the support contact and where to find answers. */
export function HelpSupportPage() {
  const t = useT();
  return (
    <PageFrame title={t('Help & support')}>
      <p>
        {t(
          'Questions about your restaurant, sessions or payments? Our support team is here to help.',
        )}
      </p>
      <ul>
        <li>
          {t('E-mail')}: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </li>
        <li>
          {t('Phone')}: <a href={`tel:${SUPPORT.tel}`}>{SUPPORT.phone}</a>{' '}
          {t('(weekdays, 9 a.m. to 6 p.m. Eastern Time)')}
        </li>
        <li>
          <a href="/faqs">{t('Frequently asked questions')}</a>
        </li>
        <li>
          <a href="/help-centre">{t('Help centre')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}
