import styled, { css } from 'styled-components';

/** Visual weight of a button: `primary` (filled), `secondary` (outlined), `ghost` (text only). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md';
  $block?: boolean;
}

/**
 * Button styles, exported so a router link can look like a button:
 * `styled(Link)` + `${buttonStyles}` with the same `$variant`/`$size`/`$block` props.
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '44px')};
  padding: 0 ${({ theme, $size }) => theme.spacing($size === 'sm' ? 3 : 5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '1rem')};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 120ms ease,
    color 120ms ease,
    border-color 120ms ease;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primarySoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.primarySoft};
          }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
    }
  }}
`;

/**
 * The Hearth button. Props: `$variant` (default `primary`), `$size` (`md` = 44 px touch target,
 * `sm` = 32 px), `$block` (full width), plus every native `<button>` attribute. Defaults to
 * `type="button"` so it never submits a form by accident; pass `type="submit"` in forms.
 */
export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({
  type: props.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A square, borderless button for an icon; give it an `aria-label`. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
