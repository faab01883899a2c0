import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { GuestOrder } from '../api/orders';
import { useMakeItWeekly, useStandingOrderOf } from '../api/standing-order';
import '../weekly-translations';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  button {
    align-self: flex-start;
  }
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * "Make it weekly" on an accepted or completed order (issue 28): the same dishes, quantities,
 * fulfilment and card from the same chef every week, placed by itself before each week's order
 * cutoff. Once weekly, it says so, with the next week and a link to the weekly orders page.
 */
export function MakeItWeekly({ order }: { order: GuestOrder }) {
  const t = useT();
  const { locale } = useLocale();
  const { standingOrder, loading } = useStandingOrderOf(order.id);
  const makeItWeekly = useMakeItWeekly();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (loading) return null;
  if (standingOrder)
    return (
      <Box aria-labelledby="weekly-title" data-testid="weekly-order-made">
        <h3 id="weekly-title">{t('This order is weekly')}</h3>
        <p>
          {standingOrder.nextWeek
            ? t('Next week’s order is placed by itself on {{date}}.', {
                date: formatDateTime(standingOrder.nextWeek.placesAt, locale),
              })
            : t('The chef has no later date for this session yet.')}
        </p>
        <Link to="/user/weekly-orders">{t('Manage weekly orders')}</Link>
      </Box>
    );
  return (
    <Box aria-labelledby="weekly-title">
      <h3 id="weekly-title">{t('Have it every week')}</h3>
      <p>
        {t(
          'The same dishes and quantities, the same pickup or delivery and card, from this chef every week. Each week’s order is placed by itself a day before the order cutoff; until then you can skip that week, change it, pause or cancel.',
        )}
      </p>
      {error && <Error role="alert">{t(error)}</Error>}
      <Button
        $variant="secondary"
        disabled={busy}
        data-testid="make-it-weekly"
        onClick={() => {
          setBusy(true);
          setError(null);
          void makeItWeekly(order.id).then((outcome) => {
            setBusy(false);
            if (!outcome.ok) setError(outcome.message);
          });
        }}
      >
        {t('Make it weekly')}
      </Button>
    </Box>
  );
}
