import { halfStars } from '@hearth/contracts';
import type { ExploreRestaurantsQuery } from '@hearth/graphql-client';
import { LOCALE_PARAM, useLocale, useT } from '@hearth/i18n';
import { Button, ChevronIcon, IconButton, RestaurantCard, offerRibbonText } from '@hearth/ui';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';
import { useCarouselRestaurants } from '../api/use-carousel-restaurants';
import { CARD_HEIGHT, CAROUSEL_HEIGHT, CONTROLS_HEIGHT } from './carousel-size';
import '../translations';

type Restaurant = ExploreRestaurantsQuery['exploreRestaurants']['items'][number];

const GAP = 16;
// About 3.5 cards on wide screens, 2.2 on tablets, 1.2 on phones: the peeking card
// says "there is more, scroll".
const columns = (visible: number) => css`
  grid-auto-columns: calc((100% - ${Math.floor(visible) * GAP}px) / ${visible});
`;

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  ${columns(3.5)}
  gap: ${GAP}px;
  margin: 0;
  padding: 4px 4px 12px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 4px;
  scrollbar-width: thin;
  @media (max-width: 1023px) {
    ${columns(2.2)}
  }
  @media (max-width: 599px) {
    ${columns(1.2)}
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
  &:focus-visible {
    outline-offset: 4px;
  }
  > li {
    scroll-snap-align: start;
    min-width: 0;
    height: ${CARD_HEIGHT}px;
  }
`;
const MenuLink = styled(ButtonLink)`
  align-self: flex-start;
`;
const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  height: ${CONTROLS_HEIGHT}px;
  padding-bottom: 12px;
  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;
const Prev = styled(ChevronIcon)`
  transform: rotate(90deg);
`;
const Next = styled(ChevronIcon)`
  transform: rotate(-90deg);
`;
const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${CAROUSEL_HEIGHT}px;
  padding: ${({ theme }) => theme.spacing(6)};
  text-align: center;
  border: 1px dashed #d6d3d1;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Skeleton = styled.li`
  height: ${CARD_HEIGHT}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #f5f5f4;
`;

/** Position of the track: whether there is anything to scroll back to or forward to. */
function edges(track: HTMLElement): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: track.scrollLeft <= 1,
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
  };
}

/**
 * The home page's restaurant carousel (`exploreRestaurants`, best rated first, public) of
 * `RestaurantCard`s: a horizontally scrolling,
 * snap-aligned list with previous/next buttons. Keyboard: the buttons, Tab through the cards'
 * Menu links (the track scrolls to them), and ←/→ on the focused track. Each card's Menu button
 * opens `/restaurant/{slug}?lang=<locale>` so the restaurant page keeps the locale.
 * While loading, when empty and on error it keeps the same height (no layout shift).
 */
export function RestaurantCarousel() {
  const t = useT();
  const { data, loading, error, refetch } = useCarouselRestaurants();
  const items = data?.exploreRestaurants.items ?? [];

  if (loading && items.length === 0) {
    return (
      <div aria-busy="true" data-testid="carousel-loading">
        <Controls />
        <Track aria-label={t('Loading kitchens…')}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} />
          ))}
        </Track>
      </div>
    );
  }
  if (error && items.length === 0) {
    return (
      <Placeholder role="alert" data-testid="carousel-error">
        <h3>{t('Kitchens could not be loaded right now.')}</h3>
        <p>{t('Please check your connection and try again in a moment.')}</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </Placeholder>
    );
  }
  if (items.length === 0) {
    return (
      <Placeholder data-testid="carousel-empty">
        <h3>{t('No kitchens to show yet')}</h3>
        <p>
          {t(
            'Our first Toronto chefs are getting their kitchens ready. Join the waitlist and we will let you know when they start cooking.',
          )}
        </p>
        <ButtonLink to={PUBLIC_LINKS.joinWaitlist} $variant="secondary">
          {t('Get early access')}
        </ButtonLink>
      </Placeholder>
    );
  }
  return <Carousel restaurants={items} />;
}

function Carousel({ restaurants }: { restaurants: Restaurant[] }) {
  const t = useT();
  const { locale } = useLocale();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    if (track.current) setPosition(edges(track.current));
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update, restaurants.length]);

  /** Scrolls by one card (its width plus the gap) backwards (-1) or forwards (1). */
  const step = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector('li');
    const distance = card ? card.getBoundingClientRect().width + GAP : el.clientWidth * 0.8;
    el.scrollBy({ left: direction * distance });
    // Smooth scrolling fires scroll events; jsdom and reduced motion may not, so check again.
    requestAnimationFrame(update);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <div data-testid="restaurant-carousel">
      <Controls>
        <IconButton
          aria-label={t('Previous kitchens')}
          aria-controls={trackId}
          disabled={position.atStart}
          onClick={() => step(-1)}
          data-testid="carousel-prev"
        >
          <Prev aria-hidden="true" />
        </IconButton>
        <IconButton
          aria-label={t('Next kitchens')}
          aria-controls={trackId}
          disabled={position.atEnd}
          onClick={() => step(1)}
          data-testid="carousel-next"
        >
          <Next aria-hidden="true" />
        </IconButton>
      </Controls>
      <Track
        id={trackId}
        ref={track}
        tabIndex={0}
        aria-label={t('Kitchens')}
        onScroll={update}
        onKeyDown={onKeyDown}
      >
        {restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <RestaurantCard
              name={restaurant.name}
              imageUrl={restaurant.imageUrl}
              cuisines={restaurant.cuisines.slice(0, 3)}
              description={restaurant.description}
              rating={restaurant.rating ?? null}
              stars={halfStars(restaurant.rating ?? null)}
              reviewCount={restaurant.reviewCount}
              discountText={restaurant.offers[0] ? offerRibbonText(restaurant.offers[0], t) : null}
              isFavourite={restaurant.isFavourite}
              menuLink={
                <MenuLink
                  to={`/restaurant/${encodeURIComponent(restaurant.slug)}?${LOCALE_PARAM}=${locale}`}
                  $size="sm"
                  aria-label={t('Menu of {{name}}', { name: restaurant.name })}
                >
                  {t('Menu')}
                </MenuLink>
              }
            />
          </li>
        ))}
      </Track>
    </div>
  );
}
