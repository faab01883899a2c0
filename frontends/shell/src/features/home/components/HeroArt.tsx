import { media } from '@hearth/ui';
import styled from 'styled-components';

const Art = styled.svg`
  width: 100%;
  max-width: 360px;
  height: auto;
  justify-self: center;
  ${media.mobile} {
    display: none;
  }
`;

/** The hero's decorative illustration: inline (no request) with a fixed aspect ratio (no shift). */
export function HeroArt() {
  return (
    <Art viewBox="0 0 360 300" width={360} height={300} aria-hidden="true" focusable="false">
      <circle cx="180" cy="160" r="130" fill="#ffedd5" />
      <path
        d="M130 70c-12 14 12 24 0 40M180 56c-12 16 12 28 0 46M230 70c-12 14 12 24 0 40"
        fill="none"
        stroke="#fdba74"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M60 150h240c0 70-54 112-120 112S60 220 60 150z" fill="#c2410c" />
      <rect x="48" y="138" width="264" height="18" rx="9" fill="#9a3412" />
      <circle cx="120" cy="136" r="16" fill="#65a30d" />
      <circle cx="158" cy="128" r="20" fill="#f59e0b" />
      <circle cx="204" cy="130" r="18" fill="#dc2626" />
      <circle cx="240" cy="136" r="14" fill="#65a30d" />
      <path d="M150 262h60l-8 18h-44z" fill="#9a3412" />
    </Art>
  );
}
