import { useT } from '@hearth/i18n';
import styled from 'styled-components';
import '../translations';

/** At most 3 spice icons (spice level 0–3). */
const SPICE_MAX = 3;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 1px;
  vertical-align: middle;
  line-height: 1;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** One chilli pepper, drawn inline (an emoji glyph shows as a box where no font has it). */
function Chilli({ isHot, size }: { isHot: boolean; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="3 4 17 17"
      aria-hidden="true"
      focusable="false"
      data-hot={isHot}
    >
      <path
        d="M15.5 8.5c2.3.6 3.1 3 1.8 5.3-2.1 3.8-6.6 6.7-11.6 7.2-.9.1-1.2-1-.4-1.4 3.3-1.7 5.4-4.4 6.3-8.3.5-2.2 2-3.3 3.9-2.8z"
        fill={isHot ? '#b91c1c' : 'none'}
        stroke={isHot ? '#b91c1c' : '#a8a29e'}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path
        d="M14.2 8.6c.2-1.9 1.3-3.3 3.3-3.8M13.4 9c.9-.9 2.6-1.3 3.9-.6"
        fill="none"
        stroke={isHot ? '#15803d' : '#a8a29e'}
        strokeWidth={1.6}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * `level` of 3 chillies drawn as inline SVG (the rest outlined), hidden from screen readers;
 * for a control whose own text names the level (the dish form's radio buttons).
 */
export function SpiceIcons({ level, size = 16 }: { level: number; size?: number }) {
  const n = clampSpice(level);
  return (
    <Row aria-hidden="true" data-testid="spice-icons" data-level={n}>
      {Array.from({ length: SPICE_MAX }, (_, i) => (
        <Chilli key={i} isHot={i < n} size={size} />
      ))}
    </Row>
  );
}

/**
 * A dish's spice level (dish card and dish modal): 'Not spicy' in words at 0, otherwise
 * {@link SpiceIcons} as one image labelled 'Spice level 2 of 3' in the current locale.
 */
export function SpiceLevel({ level, size = 16 }: { level: number; size?: number }) {
  const t = useT();
  const n = clampSpice(level);
  if (n === 0) return <Muted>{t('Not spicy')}</Muted>;
  return (
    <Row
      role="img"
      aria-label={t('Spice level {{level}} of {{max}}', { level: n, max: SPICE_MAX })}
    >
      <SpiceIcons level={n} size={size} />
    </Row>
  );
}

function clampSpice(level: number): number {
  return Math.max(0, Math.min(SPICE_MAX, Math.round(level)));
}
