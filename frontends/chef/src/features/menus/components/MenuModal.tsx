import { menuSchema, type MenuData, type MenuInputData } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Modal, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { MutationOutcome } from '../../../components/outcome';
import { Banner } from '../../../components/PageFrame';

const Dishes = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 40px;
  }
  p[role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Props of {@link MenuModal}. */
export interface MenuModalProps {
  /** Create (null) or update this menu. */
  menu: { id: string; name: string; dishIds: string[] } | null;
  /** The restaurant's dishes to choose from. */
  dishes: ReadonlyArray<{ id: string; name: string }>;
  onSubmit: (form: MenuData, menuId: string | null) => Promise<MutationOutcome<unknown>>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The menu create/update modal: a name and a multi-select of the
 * restaurant's dishes; a missing name or no dish shows 'menu name is required!' (`menuSchema`)
 * and sends nothing. Server errors show in a banner.
 */
export function MenuModal({ menu, dishes, onSubmit, onSaved, onClose }: MenuModalProps) {
  const t = useT();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MenuInputData, unknown, MenuData>({
    resolver: zodResolver(menuSchema),
    defaultValues: { name: menu?.name ?? '', dishIds: menu?.dishIds ?? [] },
  });
  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const outcome = await onSubmit(form, menu?.id ?? null);
    if (outcome.ok) onSaved();
    else setFailure(outcome.message ?? outcome.fieldErrors[0]?.message ?? null);
  });
  const nameError = errors.name?.message;
  const dishError = errors.dishIds?.message ?? errors.dishIds?.root?.message;
  return (
    <Modal open onClose={onClose} title={menu ? t('Update menu') : t('Create menu')} width={520}>
      <form onSubmit={submit} noValidate aria-label={t('Menu')}>
        {failure && <Banner tone="danger">{t(failure)}</Banner>}
        <TextField
          label={t('Menu name')}
          data-autofocus
          error={nameError ? t(nameError) : undefined}
          {...register('name')}
        />
        <Dishes aria-describedby={dishError ? `${id}-dishes` : undefined}>
          <legend>{t('Dishes')}</legend>
          {dishes.length === 0 && <p>{t('Add dishes to your restaurant first.')}</p>}
          {dishes.map((dish) => (
            <label key={dish.id}>
              <input type="checkbox" value={dish.id} {...register('dishIds')} />
              {dish.name}
            </label>
          ))}
          {dishError && (
            <p id={`${id}-dishes`} role="alert">
              {t(dishError)}
            </p>
          )}
        </Dishes>
        <Actions>
          <Button $variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('Saving…') : t('Save menu')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
