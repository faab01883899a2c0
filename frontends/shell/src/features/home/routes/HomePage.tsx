import { ApolloGate } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';
import { CAROUSEL_HEIGHT } from '../components/carousel-size';
import { HeroArt } from '../components/HeroArt';
import { WhenVisible } from '../components/WhenVisible';
import '../translations';

// Below the fold: the carousel's code and its query wait until it is about to be seen.
const RestaurantCarousel = lazy(() =>
  import('../components/RestaurantCarousel').then((m) => ({ default: m.RestaurantCarousel })),
);

const Section = styled.section`
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
const Savings = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(10)};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(6)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(1.5rem, 3.2vw, 2rem);
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.0625rem;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(3)};
    align-items: flex-start;
    padding: ${({ theme }) => theme.spacing(4)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li::before {
    content: '✓';
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    font-weight: 800;
    font-size: 0.875rem;
  }
`;
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.spacing(6)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
`;
const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(10)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #9a3412;
  color: #fff;
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(6)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: clamp(1.5rem, 3.2vw, 2rem);
  }
  p {
    margin: 0;
    max-width: 52ch;
    color: #ffedd5;
  }
`;
const BannerLink = styled(ButtonLink)`
  background: #fff;
  color: #9a3412;
  &:hover:not(:disabled) {
    background: #ffedd5;
  }
`;

const SAVINGS = [
  'Fair prices set by the cooks themselves, without restaurant overheads',
  'Fresh ingredients bought for the orders placed, so little goes to waste',
  'Delivery or pickup at a time you choose, with fees shown before you order',
];
const STEPS = [
  {
    title: 'Choose a Kitchen',
    text: 'Browse home chefs near you, their menus and their upcoming cooking sessions.',
  },
  {
    title: 'Pick your dishes',
    text: 'Pre-order before the session fills up: portions are limited, and your chef buys fresh ingredients for the orders placed.',
  },
  {
    title: 'Collect and enjoy!',
    text: 'Pick up your meal or have it delivered at the time you chose, then tell the chef how it went.',
  },
];

/**
 * Home (/): the hero, 'Want to save money on eating out and restaurant delivery?', the three
 * steps, the restaurant carousel (loaded as it nears the viewport) and the 'Join our waitlist
 * today!' banner.
 */
export function HomePage() {
  const t = useT();
  return (
    <>
      <title>{t('Hearth — home-cooked meals from local chefs')}</title>
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

      <Section aria-labelledby="save-money-heading" data-testid="save-money">
        <Savings>
          <div>
            <h2 id="save-money-heading">
              {t('Want to save money on eating out and restaurant delivery?')}
            </h2>
            <p>
              {t(
                'Restaurant menus and delivery apps add up fast. Hearth chefs cook in small batches in their own kitchens and set their own prices, so a generous, freshly made meal often costs less than takeout.',
              )}
            </p>
          </div>
          <ul>
            {SAVINGS.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </Savings>
      </Section>

      <Section aria-labelledby="steps-heading" data-testid="steps">
        <h2 id="steps-heading">{t('How it works')}</h2>
        <p>{t('Three steps from craving to a home-cooked meal.')}</p>
        <Steps>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="kitchens-heading" data-testid="kitchens">
        <h2 id="kitchens-heading">{t('Kitchens cooking near you')}</h2>
        <p>{t('A taste of the home chefs on Hearth. Open a menu to see what they cook next.')}</p>
        <WhenVisible minHeight={CAROUSEL_HEIGHT}>
          <ApolloGate>
            <Suspense fallback={null}>
              <RestaurantCarousel />
            </Suspense>
          </ApolloGate>
        </WhenVisible>
      </Section>

      <Section aria-labelledby="waitlist-banner-heading" data-testid="waitlist-banner">
        <Banner>
          <div>
            <h2 id="waitlist-banner-heading">{t('Join our waitlist today!')}</h2>
            <p>
              {t(
                'Be among the first guests when Hearth opens in your part of Toronto, and get exclusive launch promotions.',
              )}
            </p>
          </div>
          <BannerLink to={PUBLIC_LINKS.joinWaitlist}>{t('Reserve my spot')}</BannerLink>
        </Banner>
      </Section>
    </>
  );
}
