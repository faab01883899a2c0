import { restaurantSchema } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { Banner } from '../../../components/PageFrame';
import { restaurantInputOf } from '../../../components/restaurant-input';
import type { KitchenRestaurant } from '../../../lib/use-kitchen';
import { useUpdateRestaurant } from '../../../lib/use-update-restaurant';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

/**
 * The restaurant's Hidden switch (UpdateRestaurant with `hidden`): a hidden
 * restaurant is not shown to the public. Sends the restaurant as it is plus `isHidden`.
 */
export function HiddenSwitch({ restaurant }: { restaurant: KitchenRestaurant }) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const update = useUpdateRestaurant();
  // The chef's choice while it is being saved (shown at once; the saved value afterwards).
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = pending !== null;
  const isHidden = pending ?? restaurant.isHidden;
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (next: boolean) => {
    setFailure(null);
    const parsed = restaurantSchema.safeParse(restaurantInputOf(restaurant));
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? KitchenMessages.restaurantSaveFailed);
      return;
    }
    setPending(next);
    const outcome = await update(restaurant.id, parsed.data, next);
    setPending(null);
    if (outcome.ok) toast.show(t(KitchenMessages.restaurantSaved), { tone: 'success' });
    else
      setFailure(
        outcome.message ?? outcome.fieldErrors[0]?.message ?? KitchenMessages.restaurantSaveFailed,
      );
  };
  return (
    <div>
      {failure && <Banner tone="danger">{t(failure)}</Banner>}
      <Label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={isHidden}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {t('Hidden')}
      </Label>
      <p id={`${id}-hint`} style={{ margin: 0 }}>
        {isHidden
          ? t('Your restaurant is hidden: guests cannot find it.')
          : t('Guests can find your restaurant once it is visible to the public.')}
      </p>
    </div>
  );
}
