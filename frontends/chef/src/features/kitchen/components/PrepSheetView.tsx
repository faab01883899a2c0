import { OrderStatusLabels } from '@hearth/contracts/messages';
import type { PrepSheetFieldsFragment } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { formatInstant, formatTime } from '../utils/format';
import { allergenStatement, type LabelDish } from '../utils/food-labels';
import '../translations';

export const KitchenTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td.num,
  th.num {
    text-align: right;
  }
  td.num {
    white-space: nowrap;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.mobile} {
    font-size: 0.875rem;
    th,
    td {
      padding: 6px 4px;
    }
    td.num {
      white-space: normal;
    }
  }
  /* Narrow screens: a 'stack' table shows each row as a block, every cell with its label. */
  @media screen and (max-width: 767px) {
    &.stack thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    &.stack tr {
      display: block;
      padding: ${({ theme }) => theme.spacing(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    &.stack th[scope='row'] {
      display: block;
      padding: 0 0 ${({ theme }) => theme.spacing(1)};
      border: 0;
    }
    &.stack td {
      display: inline-block;
      padding: 0 ${({ theme }) => theme.spacing(3)} 0 0;
      border: 0;
      text-align: left;
    }
    &.stack td::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  @media print {
    th,
    td {
      padding: 4px 6px;
      border-bottom-color: #999;
    }
  }
`;
export const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  @media print {
    overflow: visible;
  }
`;
const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: #000;
  }
`;
const LineUp = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    break-inside: avoid;
  }
  p {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    overflow-wrap: anywhere;
  }
  .who {
    font-weight: 700;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A prep-sheet heading: the occurrence's local date and time, e.g. 'Tue, Dec 1, 6:00 p.m.'. */
export function usePrepTitle() {
  const t = useT();
  const { locale } = useLocale();
  return (sheet: Pick<PrepSheetFieldsFragment, 'startsAt' | 'timeZone'>) =>
    t('Prep sheet · {{when}}', { when: formatInstant(sheet.startsAt, sheet.timeZone, locale) });
}

/**
 * One occurrence's prep sheet: when orders close, the dishes with portions accepted and pending
 * apart and the portions left (of those cooked), and the line-up of orders (guest first name,
 * pickup or delivery, when they ordered, the dishes, the instructions). Each dish says its
 * priority allergens in words when `dishes` (the chef's dishes) has it. Printable as it is.
 */
export function PrepSheetView({
  sheet,
  dishes = [],
}: {
  sheet: PrepSheetFieldsFragment;
  dishes?: readonly LabelDish[];
}) {
  const t = useT();
  const { locale } = useLocale();
  const cutoff = formatInstant(sheet.orderCutoffAt, sheet.timeZone, locale);
  const byId = new Map(dishes.map((d) => [d.id, d]));
  return (
    <div data-testid="prep-sheet">
      <Facts>
        {sheet.isOpen
          ? t('Orders close {{when}}', { when: cutoff })
          : t('Orders closed {{when}}', { when: cutoff })}
        {' · '}
        {t('{{count}} portions accepted', { count: sheet.acceptedPortions })}
        {' · '}
        {t('{{count}} portions pending', { count: sheet.pendingPortions })}
      </Facts>
      <Scroll>
        <KitchenTable className="stack">
          <caption>{t('Dishes to cook')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Dish')}</th>
              <th scope="col" className="num">
                {t('Accepted', { context: 'portions' })}
              </th>
              <th scope="col" className="num">
                {t('Pending', { context: 'portions' })}
              </th>
              <th scope="col" className="num">
                {t('Left')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.dishes.map((d) => (
              <tr key={d.dishId}>
                <th scope="row">
                  {d.dishName}
                  <br />
                  <small>{d.portionSize}</small>
                  {byId.has(d.dishId) && (
                    <>
                      <br />
                      <small data-testid="prep-allergens">
                        {allergenStatement(byId.get(d.dishId)!, locale, t)}
                      </small>
                    </>
                  )}
                </th>
                <td className="num" data-label={t('Accepted', { context: 'portions' })}>
                  {d.acceptedPortions}
                </td>
                <td className="num" data-label={t('Pending', { context: 'portions' })}>
                  {d.pendingPortions}
                </td>
                <td className="num" data-label={t('Left')}>
                  {d.portionsLeft === null
                    ? '—'
                    : d.portionsCooked === null
                      ? d.portionsLeft
                      : t('{{left}} of {{cooked}}', {
                          left: d.portionsLeft,
                          cooked: d.portionsCooked,
                        })}
                </td>
              </tr>
            ))}
          </tbody>
        </KitchenTable>
      </Scroll>
      <h3>{t('Line-up')}</h3>
      {sheet.orders.length === 0 ? (
        <p>{t('No orders yet for this date.')}</p>
      ) : (
        <LineUp aria-label={t('Line-up')}>
          {sheet.orders.map((o, i) => (
            <li key={o.orderId} data-testid="lineup-order">
              <span className="who">
                {i + 1}. {o.guest?.contact?.firstName ?? t('Guest')}
              </span>
              {' · '}
              {o.fulfilment === 'DELIVERY' ? t('Delivery') : t('Pickup')}
              {o.fulfilment === 'DELIVERY' && o.distanceKm !== null && o.distanceKm !== undefined
                ? ` (${t('{{km}} km', { km: o.distanceKm.toFixed(1) })})`
                : ''}
              {' · '}
              {t(OrderStatusLabels[o.status] ?? o.status)}
              <p className="muted">
                {t('Ready {{time}} · ordered {{when}}', {
                  time: formatTime(o.readyAt, sheet.timeZone, locale),
                  when: formatInstant(o.placedAt, sheet.timeZone, locale),
                })}
              </p>
              <p>{o.lines.map((l) => `${l.quantity} × ${l.dishName}`).join(', ')}</p>
              {o.fulfilment === 'DELIVERY' && o.deliveryAddress && (
                <p>
                  {[o.deliveryAddress.line1, o.deliveryAddress.line2, o.deliveryAddress.postalCode]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              )}
              {o.instructions && (
                <p>
                  <em>{t('Instructions: {{text}}', { text: o.instructions })}</em>
                </p>
              )}
            </li>
          ))}
        </LineUp>
      )}
    </div>
  );
}
