import { ApolloGate } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { lazy, Suspense } from 'react';
import { CAROUSEL_HEIGHT } from '../components/carousel-size';
import { HomeHero } from '../components/HomeHero';
import { HowItWorks } from '../components/HowItWorks';
import { SavingsSection } from '../components/SavingsSection';
import { Section } from '../components/Section';
import { WaitlistBanner } from '../components/WaitlistBanner';
import { WhenVisible } from '../components/WhenVisible';
import '../translations';

// Below the fold: the carousel's code and its query wait until it is about to be seen.
const RestaurantCarousel = lazy(() =>
  import('../components/RestaurantCarousel').then((m) => ({ default: m.RestaurantCarousel })),
);

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
      <HomeHero />

      <SavingsSection />

      <HowItWorks />

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

      <WaitlistBanner />
    </>
  );
}
