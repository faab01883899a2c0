import styled from 'styled-components';
import { useImageFailed } from './useImageFailed';

const Fill = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;
const Backdrop = styled(Fill)`
  object-fit: cover;
  filter: blur(16px) brightness(0.85);
  transform: scale(1.15);
`;
const Whole = styled(Fill)`
  object-fit: contain;
`;

/**
 * A restaurant banner shown whole, never cropped: banners often carry text (the name, the
 * cuisines) that a cover crop cuts off on a narrow screen. The image is contained in its box and
 * a blurred copy of itself fills the rest. The box (position: relative, overflow: hidden) sets the
 * size; both layers are decorative (`alt=""`), the card or page names the restaurant. When the
 * image fails to load both layers go away (no broken-image icon), and what the box draws under
 * them shows instead (the card's monogram, the banner's colour).
 */
export function BannerImage({
  src,
  lazy = false,
  priority = false,
}: {
  src: string;
  lazy?: boolean;
  /** The page's largest image (its LCP): fetched before other images (`fetchpriority="high"`). */
  priority?: boolean;
}) {
  const loading = lazy ? 'lazy' : undefined;
  const fetchPriority = priority ? 'high' : undefined;
  const [failed, onError] = useImageFailed(src);
  if (failed) return null;
  return (
    <>
      <Backdrop
        src={src}
        alt=""
        aria-hidden="true"
        loading={loading}
        fetchPriority={fetchPriority}
        onError={onError}
        data-testid="banner-backdrop"
      />
      <Whole
        src={src}
        alt=""
        loading={loading}
        fetchPriority={fetchPriority}
        onError={onError}
        data-testid="banner-image"
      />
    </>
  );
}
