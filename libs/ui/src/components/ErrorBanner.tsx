import styled from 'styled-components';

/**
 * The one error banner of every app: a ServerError, an unreachable gateway or a refused action,
 * shown above a form or a list. It is an alert (announced at once) unless the use site passes
 * another `role`. Messages inside it may be plain text or `<p>`s (one per message). It keeps a
 * gap below itself; inside a flex column that already spaces its children, give it `margin: 0`.
 */
export const ErrorBanner = styled.div.attrs<{ role?: string }>(({ role }) => ({
  role: role ?? 'alert',
}))`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;
