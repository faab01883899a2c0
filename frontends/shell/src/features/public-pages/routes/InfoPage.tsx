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

/** A footer information page; placeholder text until its content is written. */
export function InfoPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Page>
      <title>{`${title} · Hearth`}</title>
      <Card>
        <h1>{title}</h1>
        <p>{summary}</p>
        <p>The full page is on its way.</p>
      </Card>
    </Page>
  );
}

/** Shown for a path no page or remote owns. */
export function NotFoundPage() {
  return (
    <Page>
      <title>Page not found · Hearth</title>
      <Card>
        <h1>Page not found</h1>
        <p>We could not find that page. Check the address, or head back home.</p>
      </Card>
    </Page>
  );
}
