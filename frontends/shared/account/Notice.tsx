import styled from 'styled-components';

/**
 * A success notice that stays on screen (a polite live region: screen readers read it once it
 * appears), beside the forms of the account screens.
 */
export const SuccessNotice = styled.p.attrs({ role: 'status' })`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
