import { WaitlistMessages } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled, { keyframes } from 'styled-components';

const pop = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  60% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(1); }
`;
const draw = keyframes`to { stroke-dashoffset: 0; }`;
const burst = keyframes`
  0% { transform: rotate(var(--angle)) translateY(0) scale(0.4); opacity: 0; }
  30% { opacity: 1; }
  100% { transform: rotate(var(--angle)) translateY(-58px) scale(1); opacity: 0; }
`;
const rise = keyframes`
  from { transform: translateY(8px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)} 0;
  h3 {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
    font-size: 1.375rem;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    max-width: 40ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h3,
  p,
  button {
    animation: ${rise} 400ms ease-out both;
    animation-delay: 450ms;
  }
  @media (prefers-reduced-motion: reduce) {
    h3,
    p,
    button {
      animation: none;
    }
  }
`;
/** A check in a warm circle that pops in and draws itself, with a little burst of sparks. */
const Mark = styled.div`
  position: relative;
  width: 88px;
  height: 88px;
  margin-top: ${({ theme }) => theme.spacing(4)};
  svg {
    position: relative;
    width: 100%;
    height: 100%;
    animation: ${pop} 500ms cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
  }
  circle {
    fill: ${({ theme }) => theme.colors.primarySoft};
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 3;
  }
  path {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 6;
    stroke-linecap: round;
    stroke-linejoin: round;
    stroke-dasharray: 60;
    stroke-dashoffset: 60;
    animation: ${draw} 450ms 350ms ease-out forwards;
  }
  span {
    position: absolute;
    top: calc(50% - 4px);
    left: calc(50% - 4px);
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    opacity: 0;
    animation: ${burst} 700ms 300ms ease-out both;
  }
  span:nth-of-type(even) {
    background: #f59e0b;
  }
  @media (prefers-reduced-motion: reduce) {
    svg,
    span {
      animation: none;
    }
    path {
      animation: none;
      stroke-dashoffset: 0;
    }
  }
`;
const SPARK_ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

/** Props of {@link ThankYou}. */
export interface ThankYouProps {
  /** Heading, translated (e.g. 'Thanks for signing up as Beta Guest!'). */
  title: string;
  /** What happens next, translated. */
  children: ReactNode;
}

/**
 * The thank-you view a waitlist modal switches to after success, with a short CSS
 * animation (none under `prefers-reduced-motion`) and 'Back to Home Page', which leads to `/`.
 * The heading takes focus so screen readers announce the success.
 */
export function ThankYou({ title, children }: ThankYouProps) {
  const t = useT();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box data-testid="waitlist-thank-you">
      <Mark aria-hidden="true">
        {SPARK_ANGLES.map((angle) => (
          <span key={angle} style={{ ['--angle' as string]: `${angle}deg` }} />
        ))}
        <svg viewBox="0 0 88 88">
          <circle cx="44" cy="44" r="40" />
          <path d="M27 45 L39 57 L62 33" />
        </svg>
      </Mark>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>{children}</p>
      <Button $block onClick={() => navigate('/')}>
        {t(WaitlistMessages.backToHome)}
      </Button>
    </Box>
  );
}
