import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import styled from 'styled-components';
import type { LoadMorePager } from '../hooks/useLoadMore';
import './translations';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

/**
 * 'Load more' under a paged list (nothing when there is no next page); 'Loading…' and disabled
 * while the next page is on its way. `centered` puts it in the middle under a card grid.
 */
export function LoadMoreButton({
  pager,
  centered = false,
}: {
  pager: LoadMorePager;
  centered?: boolean;
}) {
  const t = useT();
  if (!pager.hasMore) return null;
  const button = (
    <Button $variant="secondary" disabled={pager.loadingMore} onClick={() => void pager.loadMore()}>
      {pager.loadingMore ? t('Loading…') : t('Load more')}
    </Button>
  );
  return centered ? <Centered>{button}</Centered> : button;
}
