import { SESSION_SCHEDULES, type SessionSchedule } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import styled from 'styled-components';

/** Display names of the session schedules. */
export const SCHEDULE_LABELS: Record<SessionSchedule, string> = {
  ONCE: 'Once',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  BIWEEKLY: 'BiWeekly',
};

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing(4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

/** Props of {@link ScheduleChoice}. */
export interface ScheduleChoiceProps {
  /** '' when no schedule is chosen. */
  value: SessionSchedule | '';
  onChange: (value: SessionSchedule | '') => void;
  /** Id of the element that labels the group. */
  labelledBy: string;
  describedBy?: string;
}

/**
 * The schedule options Once, Daily, Weekly, BiWeekly as toggle buttons: choosing the
 * selected option again clears it.
 */
export function ScheduleChoice({ value, onChange, labelledBy, describedBy }: ScheduleChoiceProps) {
  const t = useT();
  return (
    <Group role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {SESSION_SCHEDULES.map((schedule) => (
        <button
          key={schedule}
          type="button"
          aria-pressed={value === schedule}
          onClick={() => onChange(value === schedule ? '' : schedule)}
        >
          {t(SCHEDULE_LABELS[schedule])}
        </button>
      ))}
    </Group>
  );
}
