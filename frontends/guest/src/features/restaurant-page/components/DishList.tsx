import { DISH_CATEGORY_LABELS, dishFit } from '@hearth/contracts';
import { RestaurantPageMessages } from '@hearth/contracts/messages';
import { useLocale, useT } from '@hearth/i18n';
import { DishCard, EmptyState } from '@hearth/ui';
import styled from 'styled-components';
import { CardGrid } from '../../../components/CardGrid';
import { ChipGroup } from '../../../components/ChipGroup';
import type { AvailableDish, FulfilmentMode } from '../utils/availability';
import { allergenLines, avoidedLine, dishDeclaration } from '../../../lib/allergens';
import { useDietaryProfile } from '../../../lib/dietary-profile';
import { useState } from 'react';
import type { DishWatches } from '../api/use-dish-watches';
import { NotifyMe } from './NotifyMe';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
  margin-bottom: ${({ theme }) => theme.spacing(5)};
`;

const ProfileSwitch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  min-height: 32px;
  input {
    width: 20px;
    height: 20px;
  }
`;

/* A card and, when sold out, its Notify me under it: the card grows to the row's height without
   pushing Notify me out of the cell. */
const DishItem = styled.li`
  display: flex;
  flex-direction: column;
  & > button:first-child {
    flex: 1 1 auto;
    height: auto;
  }
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
  /** Notify me under a sold-out dish's card (docs/rules/notify-me.md); none without it. */
  watches?: DishWatches;
}

/**
 * The dish card list of a restaurant, filtered by date and by delivery or pickup,
 * with the contract's empty states word for word: no upcoming session at all, or none on the chosen
 * date with the chosen mode. With a guest's dietary profile (docs/rules/allergens.md) only the
 * dishes that fit it show, unless 'Show every dish' is on; a dish with an avoided allergen says
 * so in words. A sold-out dish offers Notify me under its card.
 */
export function DishList(props: DishListProps) {
  const { dates, date, mode, offersDelivery, offersPickup, menus, menuId } = props;
  const menu = menus.find((m) => m.id === menuId);
  const listed = menu ? props.items.filter((i) => menu.dishIds.includes(i.dish.id)) : props.items;
  const t = useT();
  const { locale } = useLocale();
  const { profile, active } = useDietaryProfile();
  const [showAll, setShowAll] = useState(false);
  const fitOf = (item: AvailableDish) => dishFit(item.dish, profile);
  const items = active && !showAll ? listed.filter((i) => fitOf(i).fits) : listed;
  const hidden = listed.length - items.length;
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
      {active && (
        <ProfileSwitch data-testid="dietary-filter">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
          {t('Show every dish')}
          {hidden > 0 && !showAll && (
            <span> {t('({{count}} hidden by your dietary profile)', { count: hidden })}</span>
          )}
        </ProfileSwitch>
      )}
      {items.length === 0 ? (
        <EmptyState
          title={
            listed.length > 0
              ? t('No dish on this date fits your dietary profile.')
              : RestaurantPageMessages.noSessionsOnDate(formatLocalDate(date, locale))
          }
        />
      ) : (
        <CardGrid $min="220px">
          {items.map((item) => (
            <DishItem key={item.dish.id}>
              <DishCard
                name={item.dish.name}
                imageUrl={item.dish.images[0]?.thumbnailUrl ?? item.dish.images[0]?.url}
                priceCents={item.dish.priceCents}
                categoryLabels={item.dish.categories.map((c) => t(DISH_CATEGORY_LABELS[c]))}
                spiceLevel={item.dish.spiceLevel}
                portionSize={item.portionSize}
                remaining={item.remaining}
                allergenAlert={avoidedLine(fitOf(item).avoided, locale, t)[0]}
                allergenLines={allergenLines(dishDeclaration(item.dish), locale, t)}
                onOpen={() => props.onOpen(item)}
              />
              {item.remaining <= 0 && props.watches && (
                <NotifyMe
                  compact
                  target={{ occurrenceId: item.occurrenceId, dishId: item.dish.id }}
                  dishName={item.dish.name}
                  watches={props.watches}
                />
              )}
            </DishItem>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
