import { buttonStyles } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

/** Public destinations linked from the header and the home page. */
export const PUBLIC_LINKS = {
  home: '/',
  becomeChef: '/chef/waitlist',
  joinWaitlist: '/user/waitlist',
} as const;

/** A router link that looks like a `Button` (same `$variant`/`$size`/`$block` props). */
export const ButtonLink = styled(Link)<{
  $variant?: 'primary' | 'secondary' | 'ghost';
  $size?: 'sm' | 'md';
  $block?: boolean;
}>`
  ${buttonStyles}
`;
