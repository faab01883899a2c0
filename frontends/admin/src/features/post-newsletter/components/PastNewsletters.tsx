import type { AdminNewsletterFieldsFragment } from '@hearth/graphql-client';
import { Button, EmptyState } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatCount, formatDateTime } from '../../../lib/format';
import { AUDIENCE_LABELS, PostNewsletterMessages as M, recipients } from '../utils/messages';
import { ProgressBar } from './ProgressBar';
import { RecipientsList } from './RecipientsList';
import { StatusTag } from '../../../components/StatusTag';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  > li {
    padding: ${({ theme }) => theme.spacing(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(5)};
  margin: ${({ theme }) => theme.spacing(3)} 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The newsletters sent, newest first: subject, audience, when and by whom, a progress bar (live
 * while sending: the panel polls), the counts (recipients, sent, failed, retried, waiting) and,
 * on demand, the recipients with their states.
 */
export function PastNewsletters({ newsletters }: { newsletters: AdminNewsletterFieldsFragment[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (newsletters.length === 0)
    return <EmptyState title="No newsletters yet" description={M.noNewsletters} />;
  return (
    <List aria-label="Past newsletters">
      {newsletters.map((n) => {
        const done = n.sentCount + n.failedCount;
        const sending = n.status === 'SENDING';
        return (
          <li key={n.id} data-testid="newsletter-row">
            <Head>
              <h3>{n.subject}</h3>
              <StatusTag
                $tone={sending ? 'busy' : n.failedCount ? 'bad' : 'good'}
                data-testid="newsletter-status"
              >
                {sending ? 'Sending' : n.failedCount ? 'Sent, some failed' : 'Sent'}
              </StatusTag>
            </Head>
            <Meta>
              {AUDIENCE_LABELS[n.audience]} · {formatDateTime(n.createdAt)} · by {n.sentByEmail}
            </Meta>
            <ProgressBar
              done={done}
              failed={n.failedCount}
              total={n.recipientCount}
              label={`${formatCount(done)} of ${recipients(n.recipientCount, formatCount(n.recipientCount))} done`}
            />
            <Counts>
              <div>
                <dt>Recipients</dt>
                <dd>{formatCount(n.recipientCount)}</dd>
              </div>
              <div>
                <dt>Sent</dt>
                <dd data-testid="sent-count">{formatCount(n.sentCount)}</dd>
              </div>
              <div>
                <dt>Failed</dt>
                <dd>{formatCount(n.failedCount)}</dd>
              </div>
              <div>
                <dt>Retried</dt>
                <dd>{formatCount(n.retriedCount)}</dd>
              </div>
              {sending && (
                <div>
                  <dt>Waiting</dt>
                  <dd>{formatCount(n.waitingCount)}</dd>
                </div>
              )}
            </Counts>
            <Button
              $variant="secondary"
              $size="sm"
              aria-expanded={open === n.id}
              onClick={() => setOpen(open === n.id ? null : n.id)}
            >
              {open === n.id ? 'Hide recipients' : 'Show recipients'}
            </Button>
            {open === n.id && <RecipientsList newsletterId={n.id} live={sending} />}
          </li>
        );
      })}
    </List>
  );
}
