import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import type { ReactNode } from 'react';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { PageFrame } from '../../../components/PageFrame';
import { RestaurantGate } from '../../../components/RestaurantGate';
import { useUpdateRestaurant } from '../../../lib/use-update-restaurant';
import { RestaurantForm, restaurantDefaults } from '../components/RestaurantForm';
import { HiddenSwitch } from '../components/HiddenSwitch';

/**
 * /chef/manage/restaurant: the Hidden switch, the restaurant form
 * (UpdateRestaurant; `restaurantSchema`; choosing a delivery option resets radius and fees) and,
 * below, `dishes` (the app passes the dishes feature's panel).
 */
export function ManageRestaurantPage({ dishes }: { dishes?: ReactNode }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateRestaurant();
  return (
    <RestaurantGate
      title={t('Restaurant')}
      noRestaurant={t('You have not created your restaurant yet.')}
    >
      {(restaurant) => (
        <PageFrame title={t('Restaurant')}>
          <HiddenSwitch restaurant={restaurant} />
          <h2 style={{ fontSize: '1.25rem' }}>{t('Restaurant details')}</h2>
          <RestaurantForm
            key={restaurant.id}
            defaultValues={restaurantDefaults(restaurant)}
            submitLabel={t('Save restaurant')}
            onSubmit={async (form) => {
              const outcome = await update(restaurant.id, form);
              if (outcome.ok) {
                toast.show(t(KitchenMessages.restaurantSaved), { tone: 'success' });
                return { ok: true };
              }
              return {
                ok: false,
                fieldErrors: outcome.fieldErrors,
                message: outcome.message ?? undefined,
              };
            }}
          />
          {dishes}
        </PageFrame>
      )}
    </RestaurantGate>
  );
}
