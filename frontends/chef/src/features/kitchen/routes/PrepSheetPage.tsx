import { OrderStatusLabels } from '@hearth/contracts/messages';
import { useAuth, type PrepSheetFieldsFragment } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button, Card, downloadBlob, useToast } from '@hearth/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useKitchen } from '../../../lib/use-kitchen';
import { usePrepSheet, useShoppingList } from '../api/kitchen';
import { PrepSheetView, usePrepTitle } from '../components/PrepSheetView';
import { PrintStyles } from '../components/PrintStyles';
import { ShoppingListView } from '../components/ShoppingListView';
import { formatInstant, formatTime } from '../utils/format';
import { prepSheetPdf } from '../utils/prep-pdf';
import { foodLabels } from '../utils/food-labels';
import { labelsPdf } from '../utils/labels-pdf';
import '../translations';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing(4)};
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
  @media print {
    break-before: page;
  }
`;

/** The PDF's texts, in the chef's language. */
function usePdfContent() {
  const t = useT();
  const { locale } = useLocale();
  const title = usePrepTitle();
  return (sheet: PrepSheetFieldsFragment) => ({
    title: title(sheet),
    facts: [
      t(sheet.isOpen ? 'Orders close {{when}}' : 'Orders closed {{when}}', {
        when: formatInstant(sheet.orderCutoffAt, sheet.timeZone, locale),
      }),
      `${t('{{count}} portions accepted', { count: sheet.acceptedPortions })} · ${t(
        '{{count}} portions pending',
        { count: sheet.pendingPortions },
      )}`,
    ],
    dishes: {
      head: [
        t('Dish'),
        t('Portion'),
        t('Accepted', { context: 'portions' }),
        t('Pending', { context: 'portions' }),
        t('Left'),
      ],
      rows: sheet.dishes.map((d) => [
        d.dishName,
        d.portionSize,
        String(d.acceptedPortions),
        String(d.pendingPortions),
        d.portionsLeft === null
          ? '-'
          : d.portionsCooked === null
            ? String(d.portionsLeft)
            : t('{{left}} of {{cooked}}', { left: d.portionsLeft, cooked: d.portionsCooked }),
      ]),
    },
    lineUp: {
      title: t('Line-up'),
      empty: t('No orders yet for this date.'),
      head: ['#', t('Guest'), t('How'), t('Ordered'), t('Dishes'), t('Instructions'), t('Status')],
      rows: sheet.orders.map((o, i) => [
        String(i + 1),
        o.guest?.contact?.firstName ?? t('Guest'),
        o.fulfilment === 'DELIVERY'
          ? [
              t('Delivery'),
              o.deliveryAddress
                ? [o.deliveryAddress.line1, o.deliveryAddress.line2, o.deliveryAddress.postalCode]
                    .filter(Boolean)
                    .join(', ')
                : '',
            ]
              .filter(Boolean)
              .join(': ')
          : `${t('Pickup')} ${formatTime(o.readyAt, sheet.timeZone, locale)}`,
        formatInstant(o.placedAt, sheet.timeZone, locale),
        o.lines.map((l) => `${l.quantity} × ${l.dishName}`).join(', '),
        o.instructions ?? '',
        t(OrderStatusLabels[o.status] ?? o.status),
      ]),
    },
  });
}

/** The shopping list part of the page. */
function OccurrenceShopping({
  restaurantId,
  occurrenceId,
  fileName,
}: {
  restaurantId: string;
  occurrenceId: string;
  fileName: string;
}) {
  const { list, loading, error } = useShoppingList(restaurantId, { occurrenceId });
  if (loading) return <PageLoading />;
  if (error || !list) return <PageLoadError />;
  return <ShoppingListView list={list} fileName={fileName} />;
}

/**
 * /chef/manage/schedule/:occurrenceId — the prep sheet of one occurrence and its shopping list,
 * live (a new order updates both without reload); Print (the print stylesheet keeps only the
 * sheet), Download PDF (built in the browser), Labels (PDF: one food label per accepted portion
 * on an Avery 5160 sheet, made by the signed-in chef; docs/rules/allergens.md#labels), Download CSV (the shopping list).
 */
export function PrepSheetPage() {
  const t = useT();
  const toast = useToast();
  const { occurrenceId = '' } = useParams();
  const { sheet, loading, error } = usePrepSheet(occurrenceId);
  const { restaurant } = useKitchen();
  const { user } = useAuth();
  const title = usePrepTitle();
  const pdfContent = usePdfContent();
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  if (loading || error || !sheet)
    return (
      <Card>
        <title>{`${t('Prep sheet')} · Hearth`}</title>
        <h1 style={{ marginTop: 0 }}>{t('Prep sheet')}</h1>
        {loading ? <PageLoading /> : <PageLoadError />}
      </Card>
    );
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: sheet.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(sheet.startsAt));
  const downloadPdf = async () => {
    setBusy(true);
    try {
      downloadBlob(await prepSheetPdf(pdfContent(sheet)), `prep-sheet-${day}.pdf`);
    } catch {
      toast.show(t('The PDF could not be made. Try printing instead.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const accepted = sheet.dishes.map((d) => ({
    dishId: d.dishId,
    dishName: d.dishName,
    count: d.acceptedPortions,
  }));
  const labelCount = accepted.reduce((sum, d) => sum + d.count, 0);
  const downloadLabels = async () => {
    setBusy(true);
    try {
      const labels = foodLabels(
        accepted,
        restaurant?.dishes ?? [],
        {
          name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
          restaurant: restaurant?.name ?? '',
        },
        day,
        locale,
        t,
      );
      downloadBlob(await labelsPdf(labels), `labels-${day}.pdf`);
    } catch {
      toast.show(t('The PDF could not be made. Try printing instead.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PrintStyles />
      <Card data-kitchen-page>
        <title>{`${title(sheet)} · Hearth`}</title>
        <p data-print-hide style={{ marginTop: 0 }}>
          <Link to="/chef/manage/schedule">{t('← Back to the schedule')}</Link>
        </p>
        <Header>
          <h1>{title(sheet)}</h1>
          <Actions data-print-hide>
            <Button $variant="secondary" $size="sm" onClick={() => window.print()}>
              {t('Print')}
            </Button>
            <Button $size="sm" disabled={busy} onClick={() => void downloadPdf()}>
              {t('Download PDF')}
            </Button>
            <Button
              $variant="secondary"
              $size="sm"
              disabled={busy || labelCount === 0}
              onClick={() => void downloadLabels()}
            >
              {t('Labels (PDF, {{count}})', { count: labelCount })}
            </Button>
          </Actions>
        </Header>
        <p data-print-hide style={{ marginTop: 0 }}>
          <small>
            {t(
              'Labels: one per accepted portion, on a 30-up label sheet (Avery 5160). Print at 100 %.',
            )}
          </small>
        </p>
        <PrepSheetView sheet={sheet} dishes={restaurant?.dishes ?? []} />
      </Card>
      <Section as="section" aria-labelledby="shopping-heading" data-kitchen-page>
        <h2 id="shopping-heading">{t('Shopping list')}</h2>
        {restaurant ? (
          <OccurrenceShopping
            restaurantId={restaurant.id}
            occurrenceId={sheet.occurrenceId}
            fileName={`shopping-list-${day}.csv`}
          />
        ) : (
          <PageLoading />
        )}
      </Section>
    </>
  );
}
