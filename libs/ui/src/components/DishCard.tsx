import { i18n, useT } from '@hearth/i18n';
import styled from 'styled-components';
import '../translations';
import { SpiceLevel } from './SpiceLevel';
import { useImageFailed } from './useImageFailed';

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price in integer cents (Canadian dollars) as the reader's locale writes it — by default the
 * page's current language: 1250 → "$12.50" in en-CA and en-US, "12,50 $" in fr-CA (a no-break
 * space before the sign). The narrow symbol keeps en-US from printing "CA$". A negative amount
 * prints with the locale's minus ("-$1.00"); zero never carries a sign.
 */
export function formatPrice(cents: number, locale: string = i18n.language || 'en-CA'): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    });
    priceFormats.set(locale, format);
  }
  // `|| 0`: a zero reached by negation (-0, e.g. no refunds shown as a deduction) is 0, not '-$0.00'.
  return format.format(cents / 100 || 0);
}

/** Props of {@link DishCard}. */
export interface DishCardProps {
  name: string;
  /** Main image (thumbnail preferred); the name's first letter shows without one or when it fails to load. */
  imageUrl?: string | null;
  /** Price of one portion in cents. */
  priceCents: number;
  /** Display labels of the dish categories ('Vegan', 'Halal'…). */
  categoryLabels: readonly string[];
  /** 0–3 chilli icons (at most 3 spice icons), drawn by {@link SpiceLevel}. */
  spiceLevel: number;
  portionSize?: string;
  /** Portions left for the chosen date, when known. */
  remaining?: number;
  /**
   * The dish's allergens as words, one line each ('Contains: Milk', 'May contain: Sesame'): shown
   * as text, never by colour alone.
   */
  allergenLines?: readonly string[];
  /** A line in bold before them, e.g. 'Contains sesame, which you avoid' (the guest's profile). */
  allergenAlert?: string;
  /** Opens the dish detail modal. */
  onOpen: () => void;
}

const Box = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  text-align: left;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Picture = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  width: 100%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 2rem;
  font-weight: 800;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  width: 100%;
  box-sizing: border-box;
`;
const TitleRow = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  font-weight: 700;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const Alert = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Chips = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  span {
    padding: 1px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    font-size: 0.75rem;
    font-weight: 600;
  }
`;

/**
 * Dish card: image, name, price, categories, spice level, allergens (as text) and portions left; the whole
 * card is one button that opens the dish detail modal. Without an image, or when it fails to load,
 * the picture box shows the name's first letter instead of a broken-image icon.
 */
export function DishCard(props: DishCardProps) {
  const {
    name,
    imageUrl,
    priceCents,
    categoryLabels,
    spiceLevel,
    portionSize,
    remaining,
    allergenLines,
    allergenAlert,
    onOpen,
  } = props;
  const t = useT();
  const [failed, onError] = useImageFailed(imageUrl);
  return (
    <Box type="button" onClick={onOpen} data-testid="dish-card" aria-haspopup="dialog">
      <Picture data-testid="dish-card-picture">
        {imageUrl && !failed ? (
          <img src={imageUrl} alt="" loading="lazy" width={400} height={300} onError={onError} />
        ) : (
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        )}
      </Picture>
      <Body>
        <TitleRow>
          <span>{name}</span>
          <span>{formatPrice(priceCents)}</span>
        </TitleRow>
        {portionSize && <Muted>{portionSize}</Muted>}
        {categoryLabels.length > 0 && (
          <Chips>
            {categoryLabels.map((label) => (
              <span key={label}>{label}</span>
            ))}
          </Chips>
        )}
        <SpiceLevel level={spiceLevel} />
        {allergenAlert && <Alert data-testid="dish-card-avoided">{allergenAlert}</Alert>}
        {allergenLines?.map((line) => (
          <Muted key={line} data-testid="dish-card-allergens">
            {line}
          </Muted>
        ))}
        {remaining !== undefined && <Muted>{t('{{count}} left', { count: remaining })}</Muted>}
      </Body>
    </Box>
  );
}
