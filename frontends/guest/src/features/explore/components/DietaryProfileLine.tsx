import { useT } from '@hearth/i18n';
import styled from 'styled-components';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(4)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  p {
    margin: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

/** Props of {@link DietaryProfileLine}. */
export interface DietaryProfileLineProps {
  /** True while every chef is listed (the profile is not applied). */
  showEvery: boolean;
  onShowEveryChange: (showEvery: boolean) => void;
}

/**
 * Explore's dietary profile line for a signed-in guest with an active profile
 * (docs/rules/allergens.md#a-guests-dietary-profile): says whether the list shows only the chefs
 * with dishes that fit the profile, with the 'Show every chef' switch (a checkbox with the switch
 * role: Space toggles it).
 */
export function DietaryProfileLine({ showEvery, onShowEveryChange }: DietaryProfileLineProps) {
  const t = useT();
  return (
    <Line data-testid="explore-dietary-filter">
      <p role="status">
        {showEvery
          ? t('Showing every chef, whatever your dietary profile.')
          : t('Showing chefs with dishes that fit your dietary profile.')}
      </p>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={showEvery}
          onChange={(e) => onShowEveryChange(e.target.checked)}
        />
        {t('Show every chef')}
      </label>
    </Line>
  );
}
