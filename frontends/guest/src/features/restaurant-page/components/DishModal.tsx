import { CartMessages } from '@hearth/contracts/messages';
import { DISH_CATEGORY_LABELS, dishFit, type DishCategory } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import {
  Button,
  clampQuantity,
  formatPrice,
  media,
  Modal,
  QuantityStepper,
  SpiceLevel,
  useToast,
} from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { requestAuthModal } from '../../../../../shared/auth-modal-request';
import type { AvailableDish } from '../utils/availability';
import type { DishWatches } from '../api/use-dish-watches';
import { NotifyMe } from './NotifyMe';
import { allergenLines, avoidedLine, dishDeclaration } from '../../../lib/allergens';
import { useDietaryProfile } from '../../../lib/dietary-profile';

/** Dishes whose avoided allergens the guest already accepted in this tab (asked once each). */
const ACCEPTED_KEY = 'hearth.avoid-accepted';
function acceptedBefore(dishId: string): boolean {
  try {
    return (sessionStorage.getItem(ACCEPTED_KEY) ?? '').split(',').includes(dishId);
  } catch {
    return false;
  }
}
function rememberAccepted(dishId: string): void {
  try {
    const ids = (sessionStorage.getItem(ACCEPTED_KEY) ?? '').split(',').filter(Boolean);
    sessionStorage.setItem(ACCEPTED_KEY, [...ids, dishId].join(','));
  } catch {
    // Private mode without storage: the guest is asked again next time.
  }
}

/** What Add to Cart asks for: `quantity` portions of the dish from its occurrence. */
export interface AddToCartIntent {
  item: AvailableDish;
  quantity: number;
}

/** The add's outcome: done, or the message to show (visitors: open the log-in modal). */
export type AddToCartResult = { ok: true } | { ok: false; message: string; needsLogIn?: boolean };

/** Props of {@link DishModal}. */
export interface DishModalProps {
  /** The dish to show; null closes the modal. */
  item: AvailableDish | null;
  timeZone: string;
  onClose: () => void;
  /** Adds to the cart (a signed-in guest only reaches it). */
  onAddToCart: (intent: AddToCartIntent) => Promise<AddToCartResult>;
  /** Notify me on a sold-out dish (docs/rules/notify-me.md); without it, none is offered. */
  watches?: DishWatches;
}

/* The whole photo (a dish photo may carry its name at the bottom), never cropped. */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 360px;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;
/* Label and value side by side; stacked on a phone, where a long label (fr-CA) left the values
   no room. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(4)} 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: 1.1em;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.spacing(1)};
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(2)};
    }
  }
`;
const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/**
 * Dish detail modal (docs/rules/screens.md#dish-modal): image, categories, spice level,
 * description, main ingredients, allergy warning, delivery instructions, min / max / remaining, a
 * quantity stepper that never goes below 1 and Add to Cart showing price × quantity ($, 2
 * decimals). Add to Cart is for guests only: a visitor gets the shell's log-in modal, a chef or
 * admin 'Log In as a guest to add dish to cart', a guest `onAddToCart` (the modal closes on
 * success). A dish containing an allergen of the guest's dietary profile says so, and Add to Cart
 * asks once ('Contains sesame, which you avoid') before adding it (docs/rules/allergens.md).
 * A sold-out dish offers Notify me (`watches`; docs/rules/notify-me.md).
 */
export function DishModal({ item, timeZone, onClose, onAddToCart, watches }: DishModalProps) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.dish.name ?? ''} width={640}>
      {item && (
        <DishDetails
          key={`${item.dish.id}-${item.occurrenceId}`}
          item={item}
          timeZone={timeZone}
          onClose={onClose}
          onAddToCart={onAddToCart}
          watches={watches}
        />
      )}
    </Modal>
  );
}

function DishDetails({
  item,
  timeZone,
  onClose,
  onAddToCart,
  watches,
}: Omit<DishModalProps, 'item'> & { item: AvailableDish }) {
  const t = useT();
  const { status, user } = useAuth();
  const { locale } = useLocale();
  const toast = useToast();
  const { dish } = item;
  const max = Math.max(1, Math.min(item.maxQuantity, item.remaining));
  const [quantity, setQuantity] = useState(() => clampQuantity(item.minQuantity, 1, max));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A photo that fails to load is left out rather than drawn as a broken-image icon.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const soldOut = item.remaining <= 0;
  const { profile } = useDietaryProfile();
  const avoided = avoidedLine(dishFit(dish, profile).avoided, locale, t);
  const [asking, setAsking] = useState(false);

  const add = async (confirmed = false) => {
    setMessage(null);
    if (status !== 'signedIn' || !user) {
      requestAuthModal('logIn');
      return;
    }
    if (user.role !== 'GUEST') {
      setMessage(CartMessages.guestsOnly);
      return;
    }
    if (avoided.length > 0 && !confirmed && !acceptedBefore(dish.id)) {
      setAsking(true);
      return;
    }
    if (confirmed) rememberAccepted(dish.id);
    setAsking(false);
    setBusy(true);
    try {
      const result = await onAddToCart({ item, quantity });
      if (result.ok) {
        toast.show(t('{{dish}} was added to your cart', { dish: dish.name }), { tone: 'success' });
        onClose();
      } else if (result.needsLogIn) requestAuthModal('logIn');
      else setMessage(result.message);
    } finally {
      setBusy(false);
    }
  };

  const image = dish.images[0];
  return (
    <div data-testid="dish-modal">
      {image && failedImage !== image.url && (
        <Picture src={image.url} alt={dish.name} onError={() => setFailedImage(image.url)} />
      )}
      <p>{dish.description}</p>
      <Details>
        <dt>{t('Categories')}</dt>
        <dd>
          {dish.categories.length
            ? dish.categories.map((c: DishCategory) => t(DISH_CATEGORY_LABELS[c])).join(', ')
            : t('None')}
        </dd>
        <dt>{t('Spice level')}</dt>
        <dd>
          <SpiceLevel level={dish.spiceLevel} />
        </dd>
        <dt>{t('Main ingredients')}</dt>
        <dd>
          {dish.ingredients.length > 0 && (
            <ul>
              {dish.ingredients.map((ingredient) => (
                <li key={ingredient.name}>{ingredient.name}</li>
              ))}
            </ul>
          )}
          {dish.preparationInstructions}
        </dd>
        <dt>{t('Allergens')}</dt>
        <dd data-testid="dish-allergens">
          {allergenLines(dishDeclaration(dish), locale, t).map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </dd>
        <dt>{t('Allergy warning')}</dt>
        <dd>{dish.allergyWarnings.length ? dish.allergyWarnings.join(', ') : t('None')}</dd>
        <dt>{t('Delivery instructions')}</dt>
        <dd>{dish.handlingInstructions}</dd>
        <dt>{t('Portion')}</dt>
        <dd>{item.portionSize || dish.portionSize}</dd>
        <dt>{t('Cooked for')}</dt>
        <dd>{formatDateTime(item.startsAt, locale, timeZone)}</dd>
        <dt>{t('Order quantity')}</dt>
        <dd data-testid="dish-limits">
          {t('Min {{min}} · Max {{max}} · {{count}} remaining', {
            min: item.minQuantity,
            max: item.maxQuantity,
            count: item.remaining,
          })}
        </dd>
      </Details>
      {avoided.length > 0 && !asking && <Warning data-testid="dish-avoided">{avoided[0]}</Warning>}
      {asking && (
        <Warning role="alert" data-testid="dish-avoid-confirm">
          {avoided[0]}. {t('Add it to your cart anyway?')}{' '}
          <Button $size="sm" onClick={() => void add(true)}>
            {t('Add anyway')}
          </Button>{' '}
          <Button $size="sm" $variant="secondary" onClick={() => setAsking(false)}>
            {t('Cancel')}
          </Button>
        </Warning>
      )}
      {message && <Warning role="alert">{t(message)}</Warning>}
      {soldOut && <Warning>{t(CartMessages.outOfStock)}</Warning>}
      {soldOut && watches && (
        <NotifyMe
          target={{ occurrenceId: item.occurrenceId, dishId: dish.id }}
          dishName={dish.name}
          watches={watches}
        />
      )}
      <Actions>
        <QuantityStepper
          label={t('Quantity')}
          value={quantity}
          min={1}
          max={max}
          disabled={soldOut}
          onChange={(value) => setQuantity(clampQuantity(value, 1, max))}
        />
        <Button onClick={() => void add()} disabled={busy || soldOut || asking} data-autofocus>
          {t('Add to Cart')} · {formatPrice(dish.priceCents * quantity)}
        </Button>
      </Actions>
    </div>
  );
}
