import { DishMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, EmptyState, useToast } from '@hearth/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { MutationOutcome } from '../../../components/outcome';
import { Banner } from '../../../components/PageFrame';
import { DishCard, type DishCardData } from './DishCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(6)} 0 ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  /* The two buttons wrap on a phone (in French they are wider than the screen side by side). */
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

/** Props of {@link DishesSection}. */
export interface DishesSectionProps {
  dishes: DishCardData[];
  /** SetDishStatus. */
  onSetStatus: (
    dishId: string,
    status: 'ACTIVE' | 'INACTIVE' | 'ARCHIVED',
  ) => Promise<MutationOutcome<unknown>>;
  /** DeleteDish; `inUpcomingSession` when refused because the dish is in an upcoming session. */
  onDelete: (dishId: string) => Promise<MutationOutcome<unknown> & { inUpcomingSession: boolean }>;
  /** Opens the dish form for a new dish (null) or to edit one; absent: no Add/Edit buttons. */
  onOpenForm?: (dish: DishCardData | null) => void;
  /** The dish form modal, when open. */
  form?: ReactNode;
}

/**
 * The restaurant's dishes as cards: Add dish, an Edit mode with the card menu
 * (Active / Inactive / Delete). Delete asks for confirmation; when the API refuses because the
 * dish is in an upcoming cooking session it offers the archive dialog ('Are you sure you want to
 * archive dish?', 'Yes, Archive Dish', 'No, Go Back'). Success and failure notices for each step.
 * While some dishes have no allergen declaration, a prompt names them (docs/rules/allergens.md).
 */
export function DishesSection({
  dishes,
  onSetStatus,
  onDelete,
  onOpenForm,
  form,
}: DishesSectionProps) {
  const t = useT();
  const toast = useToast();
  const [editMode, setEditMode] = useState(false);
  const [deleting, setDeleting] = useState<DishCardData | null>(null);
  const [archiving, setArchiving] = useState<DishCardData | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const undeclared = dishes.filter((d) => d.allergensDeclared === false);
  const failed = (outcome: { message: string | null; fieldErrors: { message: string }[] }) =>
    setFailure(outcome.message ?? outcome.fieldErrors[0]?.message ?? DishMessages.saveFailed);

  const setStatus = async (dish: DishCardData, status: 'ACTIVE' | 'INACTIVE') => {
    setFailure(null);
    const outcome = await onSetStatus(dish.id, status);
    if (outcome.ok) toast.show(t(DishMessages.saved), { tone: 'success' });
    else failed(outcome);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    const outcome = await onDelete(deleting.id);
    setBusy(false);
    const dish = deleting;
    setDeleting(null);
    if (outcome.ok) toast.show(t(DishMessages.deleted), { tone: 'success' });
    else if (outcome.inUpcomingSession) setArchiving(dish);
    else failed(outcome);
  };
  const confirmArchive = async () => {
    if (!archiving) return;
    setBusy(true);
    const outcome = await onSetStatus(archiving.id, 'ARCHIVED');
    setBusy(false);
    setArchiving(null);
    if (outcome.ok) toast.show(t(DishMessages.saved), { tone: 'success' });
    else failed(outcome);
  };

  return (
    <section aria-labelledby="manage-dishes">
      <Bar>
        <h2 id="manage-dishes">{t('Dishes')}</h2>
        <div>
          {dishes.length > 0 && (
            <Button
              $variant="secondary"
              aria-pressed={editMode}
              onClick={() => setEditMode((e) => !e)}
            >
              {editMode ? t('Done') : t('Edit dishes')}
            </Button>
          )}
          {onOpenForm && <Button onClick={() => onOpenForm(null)}>{t('Add dish')}</Button>}
        </div>
      </Bar>
      {failure && <Banner tone="danger">{t(failure)}</Banner>}
      {undeclared.length > 0 && (
        <Banner tone="info">
          <strong>
            {t(
              undeclared.length === 1
                ? 'Declare the allergens of 1 dish'
                : 'Declare the allergens of {{count}} dishes',
              { count: undeclared.length },
            )}
          </strong>{' '}
          {t(
            "Hearth now shows guests Canada's priority allergens of every dish. Until you declare them (or that a dish contains none), a dish stays as it is but cannot be published again.",
          )}{' '}
          {undeclared.map((d) => d.name).join(', ')}
        </Banner>
      )}
      {dishes.length === 0 ? (
        <EmptyState
          title={t('No dishes yet')}
          description={t('Add a dish to start cooking sessions.')}
        />
      ) : (
        <Grid aria-label={t('Your dishes')}>
          {dishes.map((dish) => (
            <DishCard
              key={dish.id}
              dish={dish}
              editMode={editMode}
              onEdit={() => onOpenForm?.(dish)}
              onStatus={(status) => void setStatus(dish, status)}
              onDelete={() => setDeleting(dish)}
            />
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete dish')}
        message={t('Do you want to delete {{name}}?', { name: deleting?.name ?? '' })}
        confirmLabel={t('Delete')}
        cancelLabel={t('Cancel')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={t('Archive dish')}
        message={t(DishMessages.archiveConfirm)}
        confirmLabel={t(DishMessages.archiveYes)}
        cancelLabel={t(DishMessages.archiveNo)}
        busy={busy}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      />
      {form}
    </section>
  );
}
