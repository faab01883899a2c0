import { useLocale, useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import styled from 'styled-components';
import type { DishDemand } from '../api/dish-demand';
import '../translations';

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1rem;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

/** A local date (YYYY-MM-DD) as a guest would say it, e.g. 'Saturday, November 28'. */
function dayOf(localDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${localDate}T12:00:00Z`));
}

/** Props of {@link WaitingGuests}. */
export interface WaitingGuestsProps {
  demand: readonly DishDemand[];
  /** 'Add portions': opens the session's edit form (the chef raises the dish's portions there). */
  onAddPortions: (line: DishDemand) => void;
}

/**
 * The demand a chef sees (docs/rules/notify-me.md): one line per upcoming occurrence and dish that
 * guests wait for ('14 guests waiting for Kibbeh on Saturday, November 28'), each with 'Add
 * portions'. Nothing when no guest waits.
 */
export function WaitingGuests({ demand, onAddPortions }: WaitingGuestsProps) {
  const t = useT();
  const { locale } = useLocale();
  if (demand.length === 0) return null;
  return (
    <Box aria-labelledby="waiting-guests-title" data-testid="waiting-guests">
      <h2 id="waiting-guests-title">{t('Guests waiting for portions')}</h2>
      <ul>
        {demand.map((line) => (
          <li key={`${line.occurrenceId}:${line.dishId}`}>
            <span>
              {t('{{count}} guests waiting for {{dish}} on {{date}}', {
                count: line.waiting,
                dish: line.dishName || t('Dish'),
                date: dayOf(line.localDate, locale),
              })}
            </span>
            <Button $size="sm" onClick={() => onAddPortions(line)}>
              {t('Add portions')}
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}
