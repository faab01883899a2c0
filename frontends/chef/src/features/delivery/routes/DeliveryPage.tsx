import { useT } from '@hearth/i18n';
import { PageFrame } from '../../../components/PageFrame';
import { RestaurantGate } from '../../../components/RestaurantGate';
import { DeliveryForm } from '../components/DeliveryForm';

/**
 * /chef/manage/delivery: how guests get their food — delivery (radius in km, fixed fee and fee
 * per km) and/or pickup — with the restaurant form's rules (`restaurantSchema`).
 */
export function DeliveryPage() {
  const t = useT();
  return (
    <RestaurantGate
      title={t('Delivery')}
      noRestaurant={t('You have not created your restaurant yet.')}
    >
      {(restaurant) => (
        <PageFrame title={t('Delivery')}>
          <DeliveryForm key={restaurant.id} restaurant={restaurant} />
        </PageFrame>
      )}
    </RestaurantGate>
  );
}
