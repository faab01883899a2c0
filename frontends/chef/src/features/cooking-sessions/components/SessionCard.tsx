import { useLocale, useT } from '@hearth/i18n';
import type { KitchenSessionFragment } from '@hearth/graphql-client';
import { Button } from '@hearth/ui';
import styled from 'styled-components';
import { formatLocalDate } from '../utils/format';
import { SCHEDULE_LABELS } from './ScheduleChoice';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    padding-left: ${({ theme }) => theme.spacing(4)};
  }
`;

/** Props of {@link SessionCard}. */
export interface SessionCardProps {
  session: KitchenSessionFragment;
  /** Dish names by id (a dish not found shows as 'Dish'). */
  dishNames: ReadonlyMap<string, string>;
  onEdit: () => void;
}

/**
 * One cooking session in the cooking-plans list (with an Edit button per session): schedule and
 * dates, local times and zone, lead time, order limit, delivery/pickup, and each dish with its
 * quantities (portions) and portion size.
 */
export function SessionCard({ session, dishNames, onEdit }: SessionCardProps) {
  const t = useT();
  const { locale } = useLocale();
  const schedule = t(SCHEDULE_LABELS[session.schedule]);
  const dates =
    session.schedule === 'ONCE' || !session.until
      ? formatLocalDate(session.startDate, locale)
      : t('{{from}} to {{until}}', {
          from: formatLocalDate(session.startDate, locale),
          until: formatLocalDate(session.until, locale),
        });
  const modes = [
    session.offersDelivery ? t('Delivery') : null,
    session.offersPickup ? t('Pickup') : null,
  ].filter(Boolean);
  const title = `${schedule} · ${dates}`;
  return (
    <Item aria-label={title}>
      <div>
        <h2>
          <span>{schedule}</span> · {dates}
        </h2>
        <p>
          {t('{{start}}–{{end}} ({{zone}})', {
            start: session.startTime,
            end: session.endTime,
            zone: session.timeZone,
          })}
        </p>
        <p>
          {t('Orders close {{count}} hours before the start', { count: session.leadTimeHours })}
          {' · '}
          {t('{{min}}–{{count}} portions per order', {
            min: session.orderLimitMin,
            count: session.orderLimitMax,
          })}
          {modes.length > 0 && ` · ${modes.join(', ')}`}
        </p>
        <ul>
          {session.dishes.map((dish) => (
            <li key={dish.dishId}>
              {t('{{name}}: {{count}} portions of {{portion}}, at least {{min}} per order', {
                name: dishNames.get(dish.dishId) ?? dish.dishName ?? t('Dish'),
                count: dish.maxQuantity,
                portion: dish.portionSize,
                min: dish.minQuantity,
              })}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Button $variant="secondary" $size="sm" onClick={onEdit}>
          {t('Edit')}
        </Button>
      </div>
    </Item>
  );
}
