import { useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';
import { HeroArt } from './HeroArt';
import '../translations';

const Hero = styled.section`
  background: linear-gradient(160deg, #fff1e6 0%, #fffaf5 65%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const HeroInner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.spacing(8)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(16)} ${({ theme }) => theme.spacing(4)};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(1.875rem, 5vw, 3.25rem);
    max-width: 20ch;
    letter-spacing: -0.02em;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(8)};
    font-size: 1.125rem;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The home page's hero: the promise, the two calls to action (waitlist, cook) and the art. */
export function HomeHero() {
  const t = useT();
  return (
    <Hero>
      <HeroInner>
        <div>
          <h1>{t('Home-cooked meals from chefs in your neighbourhood')}</h1>
          <p>
            {t(
              'Pre-order fresh dishes from food-safety certified home chefs in Toronto. Pick a cooking session, choose delivery or pickup, and enjoy a meal made for you.',
            )}
          </p>
          <Ctas>
            <ButtonLink to={PUBLIC_LINKS.joinWaitlist}>{t('Get early access')}</ButtonLink>
            <ButtonLink to={PUBLIC_LINKS.becomeChef} $variant="secondary">
              {t('Cook with Hearth')}
            </ButtonLink>
          </Ctas>
        </div>
        <HeroArt />
      </HeroInner>
    </Hero>
  );
}
