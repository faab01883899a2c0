import type { NewsletterRecipientStatus } from '@hearth/graphql-client';
import { Button, Spinner } from '@hearth/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime, rangeSummary } from '../../../lib/format';
import { useNewsletterRecipients } from '../api/newsletters';
import { PostNewsletterMessages as M, RECIPIENT_STATUS_LABELS } from '../utils/messages';
import { StatusTag } from '../../../components/StatusTag';

const PAGE_SIZE = 20;
const FILTERS: Array<NewsletterRecipientStatus | ''> = ['', 'FAILED', 'SENT', 'PENDING', 'SENDING'];

const Box = styled.div`
  margin-top: ${({ theme }) => theme.spacing(3)};
  padding-top: ${({ theme }) => theme.spacing(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    font-size: 0.875rem;
    font-weight: 600;
  }
  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.875rem;
  }
`;
const Email = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;
const Detail = styled.span<{ $error?: boolean }>`
  grid-column: 1 / -1;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;
const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const tries = (n: number) => (n === 1 ? '1 try' : `${n} tries`);

/**
 * One newsletter's recipients, by e-mail, 20 at a time, filtered by state (failed first in the
 * filter): each with its state, tries, and the reason of the last failure or when it was sent.
 * Refreshes every second while `live` (the newsletter is being sent).
 */
export function RecipientsList({ newsletterId, live }: { newsletterId: string; live: boolean }) {
  const filterId = useId();
  const [status, setStatus] = useState<NewsletterRecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useNewsletterRecipients(
    newsletterId,
    status || null,
    page,
    PAGE_SIZE,
    live,
  );
  const result = data?.newsletter?.recipients;
  return (
    <Box data-testid="newsletter-recipients">
      <Bar>
        <label htmlFor={filterId}>
          Show
          <select
            id={filterId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as NewsletterRecipientStatus | '');
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f || 'all'} value={f}>
                {f ? RECIPIENT_STATUS_LABELS[f] : 'All recipients'}
              </option>
            ))}
          </select>
        </label>
        {loading && <Spinner label="Loading recipients…" />}
      </Bar>
      {error && !result ? (
        <LoadError message={M.recipientsFailed} onRetry={() => refetch()} />
      ) : result && result.items.length === 0 ? (
        <Detail>{M.noRecipients}</Detail>
      ) : (
        <Rows aria-label="Recipients">
          {result?.items.map((r) => (
            <li key={r.email}>
              <Email>{r.email}</Email>
              <StatusTag
                $tone={r.status === 'SENT' ? 'good' : r.status === 'FAILED' ? 'bad' : 'busy'}
              >
                {RECIPIENT_STATUS_LABELS[r.status]}
              </StatusTag>
              <Detail $error={r.status === 'FAILED'}>
                {tries(r.attempts)}
                {r.status === 'SENT' && r.sentAt ? ` · sent ${formatDateTime(r.sentAt)}` : ''}
                {r.lastError ? ` · ${r.status === 'SENT' ? 'earlier: ' : ''}${r.lastError}` : ''}
              </Detail>
            </li>
          ))}
        </Rows>
      )}
      {result && result.totalCount > PAGE_SIZE && (
        <Pager>
          <span>
            {rangeSummary(result.page, PAGE_SIZE, result.items.length, result.totalCount)}
          </span>
          <span>
            <Button
              $variant="secondary"
              $size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>{' '}
            <Button
              $variant="secondary"
              $size="sm"
              disabled={page * PAGE_SIZE >= result.totalCount}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </span>
        </Pager>
      )}
    </Box>
  );
}
