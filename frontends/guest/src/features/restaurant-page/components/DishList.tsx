import { DISH_CATEGORY_LABELS } from '@hearth/contracts';
import { RestaurantPageMessages } from '@hearth/contracts/messages';
import { useLocale, useT } from '@hearth/i18n';
import { DishCard, EmptyState } from '@hearth/ui';
import styled from 'styled-components';
import { CardGrid } from '../../../components/CardGrid';
import { ChipGroup } from '../../../components/ChipGroup';
import type { AvailableDish, FulfilmentMode } from '../utils/availability';
import { allergenLines, dishDeclaration } from '../../../lib/allergens';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
  margin-bottom: ${({ theme }) => theme.spacing(5)};
`;

/** A local date (YYYY-MM-DD) in words for `locale`, e.g. "Sat, Nov 28". */
export function formatLocalDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Props of {@link DishList}. */
export interface DishListProps {
  /** Local dates with an open occurrence (any mode), ascending. */
  dates: readonly string[];
  date: string;
  mode: FulfilmentMode;
  offersDelivery: boolean;
  offersPickup: boolean;
  /** The dishes orderable on `date` with `mode` (see `availableDishes`). */
  items: readonly AvailableDish[];
  /** The restaurant's menus (GetMenu); the list can be narrowed to one. */
  menus: readonly { id: string; name: string; dishIds: readonly string[] }[];
  /** The chosen menu's id, or '' for every dish. */
  menuId: string;
  onMenuChange: (menuId: string) => void;
  onDateChange: (date: string) => void;
  onModeChange: (mode: FulfilmentMode) => void;
  onOpen: (item: AvailableDish) => void;
}

/**
 * The dish card list of a restaurant, filtered by date and by delivery or pickup,
 * with the contract's empty states word for word: no upcoming session at all, or none on the chosen
 * date with the chosen mode.
 */
export function DishList(props: DishListProps) {
  const { dates, date, mode, offersDelivery, offersPickup, menus, menuId } = props;
  const menu = menus.find((m) => m.id === menuId);
  const items = menu ? props.items.filter((i) => menu.dishIds.includes(i.dish.id)) : props.items;
  const t = useT();
  const { locale } = useLocale();
  if (dates.length === 0) {
    return <EmptyState title={RestaurantPageMessages.noUpcomingSessions} />;
  }
  const modes = (['delivery', 'pickup'] as const).filter((m) =>
    m === 'delivery' ? offersDelivery : offersPickup,
  );
  return (
    <section aria-label={t('Dishes')}>
      <Bar>
        <ChipGroup
          legend={t('Date')}
          type="radio"
          name="dish-date"
          options={dates.map((d) => ({ value: d, label: formatLocalDate(d, locale) }))}
          isChecked={(d) => d === date}
          onToggle={props.onDateChange}
        />
        {modes.length > 0 && (
          <ChipGroup
            legend={t('Delivery or pickup')}
            type="radio"
            name="dish-mode"
            options={modes.map((m) => ({
              value: m,
              label: m === 'delivery' ? t('Delivery') : t('Pickup'),
            }))}
            isChecked={(m) => m === mode}
            onToggle={props.onModeChange}
          />
        )}
        {menus.length > 0 && (
          <ChipGroup
            legend={t('Menu')}
            type="radio"
            name="dish-menu"
            options={[{ id: '', name: t('All dishes') }, ...menus].map((m) => ({
              value: m.id,
              label: m.name,
            }))}
            isChecked={(id) => id === (menu?.id ?? '')}
            onToggle={props.onMenuChange}
          />
        )}
      </Bar>
      {items.length === 0 ? (
        <EmptyState
          title={RestaurantPageMessages.noSessionsOnDate(formatLocalDate(date, locale))}
        />
      ) : (
        <CardGrid $min="220px">
          {items.map((item) => (
            <li key={item.dish.id}>
              <DishCard
                name={item.dish.name}
                imageUrl={item.dish.images[0]?.thumbnailUrl ?? item.dish.images[0]?.url}
                priceCents={item.dish.priceCents}
                categoryLabels={item.dish.categories.map((c) => t(DISH_CATEGORY_LABELS[c]))}
                spiceLevel={item.dish.spiceLevel}
                portionSize={item.portionSize}
                remaining={item.remaining}
                allergenLines={allergenLines(dishDeclaration(item.dish), locale, t)}
                onOpen={() => props.onOpen(item)}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
