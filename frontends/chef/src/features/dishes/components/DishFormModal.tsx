import { DishMessages, type DishCategory, type DishData } from '@hearth/contracts';
import type { ChefDishFieldsFragment } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Modal, useToast } from '@hearth/ui';
import type { MutationOutcome } from '../../../components/outcome';
import { DishForm, dishDefaults } from './DishForm';

/** Props of {@link DishFormModal}. */
export interface DishFormModalProps {
  restaurantId: string;
  /** The restaurant's cuisines (the dish's cuisine is one of them). */
  cuisines: readonly string[];
  /** The dish to edit, or null for a new dish. */
  dish: ChefDishFieldsFragment | null;
  /** AddDish / UpdateDish (see `useSaveDish`). */
  onSubmit: (form: DishData, dishId: string | null) => Promise<MutationOutcome<unknown>>;
  onClose: () => void;
}

/**
 * The dashboard's add/edit dish modal around the shared DishForm: on success it closes and shows
 * the dish success notice.
 */
export function DishFormModal({
  restaurantId,
  cuisines,
  dish,
  onSubmit,
  onClose,
}: DishFormModalProps) {
  const t = useT();
  const toast = useToast();
  return (
    <Modal open onClose={onClose} title={dish ? t('Edit dish') : t('Add dish')} width={720}>
      <DishForm
        restaurantId={restaurantId}
        cuisines={cuisines}
        defaultValues={dishDefaults(
          dish ? { ...dish, categories: dish.categories as DishCategory[] } : null,
        )}
        submitLabel={t('Save dish')}
        onSubmit={async (form) => {
          const outcome = await onSubmit(form, dish?.id ?? null);
          if (outcome.ok) {
            onClose();
            toast.show(t(DishMessages.saved), { tone: 'success' });
            return { ok: true };
          }
          return {
            ok: false,
            fieldErrors: outcome.fieldErrors,
            message: outcome.message ?? undefined,
          };
        }}
      />
    </Modal>
  );
}
