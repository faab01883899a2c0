import { useT } from '@hearth/i18n';
import { buttonStyles, Card } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NotFoundText } from './translations';

const Page = styled.div`
  max-width: 760px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
  h1 {
    margin-top: 0;
  }
`;
const BackLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
  /* A long label (fr-CA on a phone) wraps inside the card instead of overflowing it. */
  max-width: 100%;
  padding-block: ${({ theme }) => theme.spacing(2)};
  white-space: normal;
  text-align: center;
`;

/** Where the 404 page sends the user back to, in the app that shows it. */
export interface NotFoundPageProps {
  /** The app's home, e.g. `/` (shell, guest), `/chef/dashboard`, `/admin`. */
  homePath: string;
  /** The link's text in en-CA (translated), e.g. {@link NotFoundText.backHome}. */
  homeLabel: string;
}

/**
 * The one 404 page of Hearth (shell, guest, chef and admin): the heading 'Page not found' (also
 * the tab title), a sentence, and a link back to the app's home, so a wrong address is never a
 * dead end.
 */
export function NotFoundPage({ homePath, homeLabel }: NotFoundPageProps) {
  const t = useT();
  return (
    <Page>
      <title>{`${t(NotFoundText.title)} · Hearth`}</title>
      <Card>
        <h1>{t(NotFoundText.title)}</h1>
        <p>{t(NotFoundText.description)}</p>
        <BackLink to={homePath}>{t(homeLabel)}</BackLink>
      </Card>
    </Page>
  );
}
