import { addTranslations, useT } from '@hearth/i18n';
import { Card } from '@hearth/ui';
import styled from 'styled-components';

const Page = styled.div`
  max-width: 760px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
  h1 {
    margin-top: 0;
  }
`;

addTranslations({
  'fr-CA': {
    'Page not found': 'Page introuvable',
    'We could not find that page. Check the address, or head back home.':
      'Nous n’avons pas trouvé cette page. Vérifiez l’adresse ou retournez à l’accueil.',
  },
});

/** Shown for a path no page or remote owns. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Page>
      <title>{`${t('Page not found')} · Hearth`}</title>
      <Card>
        <h1>{t('Page not found')}</h1>
        <p>{t('We could not find that page. Check the address, or head back home.')}</p>
      </Card>
    </Page>
  );
}
