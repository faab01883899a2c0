import { EmptyState } from '@hearth/ui';
import styled from 'styled-components';

const Page = styled.div`
  max-width: 960px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(4)};
`;

/**
 * Placeholder for a real route whose screen a later issue builds: a heading (also the tab title)
 * and a sentence on what will come.
 */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Page>
      <title>{`${title} · Hearth`}</title>
      <EmptyState title={title} description={description} />
    </Page>
  );
}
