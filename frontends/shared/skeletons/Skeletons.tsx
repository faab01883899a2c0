import styled, { keyframes } from 'styled-components';

/**
 * Loading skeletons of the final size (issue 25, "nothing jumps"): grey boxes where a page's
 * content will be, drawn at once by the shell while a remote's code and the page's data load and
 * by the remote until its data arrives, so the content takes their place without moving anything
 * (the footer stays below). One `role="status"` with `label` for screen readers; the boxes are
 * decorative.
 */
const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey box; size it with `width`, `height` or `aspect-ratio` where it is used. */
export const Bone = styled.span`
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(90deg, #f0eeec 25%, #f8f7f6 50%, #f0eeec 75%) 0 0 / 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/* The restaurant page's own boxes (guest features/restaurant-page: Page, Banner, Head, CardGrid). */
const RestaurantBox = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(4)};
  box-sizing: border-box;
`;
const Banner = styled(Bone)`
  width: 100%;
  aspect-ratio: 3 / 1;
  min-height: 140px;
  max-height: 360px;
  border-radius: ${({ theme }) => theme.radii.lg};
`;
const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(5)} 0 ${({ theme }) => theme.spacing(6)};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(5)};
  margin-top: ${({ theme }) => theme.spacing(5)};
`;
const Card = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;
const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
`;

/**
 * The restaurant page (/restaurant/{slug}) while it loads: the 3:1 banner, name, rating,
 * cuisines, two lines of description, the date chips and six dish cards (4:3 pictures).
 */
export function RestaurantPageSkeleton({ label }: { label: string }) {
  return (
    <RestaurantBox role="status" aria-busy="true" data-testid="restaurant-skeleton">
      <span className="visually-hidden">{label}</span>
      <Banner />
      <Head aria-hidden="true">
        <Bone style={{ width: '45%', height: 40 }} />
        <Bone style={{ width: 160, height: 20 }} />
        <Bone style={{ width: 200, height: 24 }} />
        <Bone style={{ width: '70%', height: 18 }} />
        <Bone style={{ width: '55%', height: 18 }} />
      </Head>
      <Bone aria-hidden="true" style={{ width: '60%', height: 64 }} />
      <Grid aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Card key={i}>
            <Bone style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
            <CardBody>
              <Bone style={{ width: '80%', height: 20 }} />
              <Bone style={{ width: '40%', height: 16 }} />
              <Bone style={{ width: '50%', height: 16 }} />
            </CardBody>
          </Card>
        ))}
      </Grid>
    </RestaurantBox>
  );
}

const AreaBox = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/**
 * Any other page while it loads: a title and three content blocks in the page's width (the
 * shell's main area already reserves the screen's height, so the footer stays below).
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <AreaBox role="status" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden">{label}</span>
      <Bone aria-hidden="true" style={{ width: 240, maxWidth: '60%', height: 36 }} />
      <Bone aria-hidden="true" style={{ height: 120 }} />
      <Bone aria-hidden="true" style={{ height: 120 }} />
      <Bone aria-hidden="true" style={{ height: 120 }} />
    </AreaBox>
  );
}
