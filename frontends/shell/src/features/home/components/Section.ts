import { media } from '@hearth/ui';
import styled from 'styled-components';

/** One band of the home page: centred, 1200 px wide at most, heading and intro above. */
export const Section = styled.section`
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(14)} ${({ theme }) => theme.spacing(4)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
  }
  > h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: clamp(1.5rem, 3.2vw, 2rem);
    letter-spacing: -0.01em;
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.spacing(8)};
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
