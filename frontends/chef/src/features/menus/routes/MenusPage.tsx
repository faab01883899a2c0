import { MenuMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, EmptyState, useToast } from '@hearth/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Banner, PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { RestaurantGate } from '../../../components/RestaurantGate';
import type { KitchenRestaurant } from '../../../lib/use-kitchen';
import { useKitchenDishes } from '../../../lib/use-kitchen-dishes';
import { useDeleteMenu, useMenus, useSaveMenu } from '../api/menus';
import { MenuModal } from '../components/MenuModal';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Menu = { id: string; name: string; dishIds: string[] };

function Menus({ restaurant }: { restaurant: KitchenRestaurant }) {
  const t = useT();
  const toast = useToast();
  const { menus, loading, error } = useMenus(restaurant.id);
  const { dishes } = useKitchenDishes();
  const save = useSaveMenu(restaurant.id);
  const remove = useDeleteMenu();
  const [editing, setEditing] = useState<Menu | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const names = useMemo(() => new Map(dishes.map((d) => [d.id, d.name])), [dishes]);
  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await remove(deleting.id);
    setDeleting(null);
    if (!outcome.ok) setFailure(outcome.message ?? MenuMessages.saveFailed);
  };
  return (
    <PageFrame
      title={t('Menus')}
      actions={<Button onClick={() => setEditing(null)}>{t('New menu')}</Button>}
    >
      {failure && <Banner tone="danger">{t(failure)}</Banner>}
      {loading ? (
        <PageLoading />
      ) : error ? (
        <PageLoadError />
      ) : menus.length === 0 ? (
        <EmptyState
          title={t('No menus yet')}
          description={t('Group your dishes into menus guests can browse.')}
        />
      ) : (
        <List aria-label={t('Your menus')}>
          {menus.map((menu) => (
            <li key={menu.id} aria-label={menu.name}>
              <div>
                <h2>{menu.name}</h2>
                <p>{menu.dishIds.map((id) => names.get(id) ?? t('Dish')).join(', ')}</p>
              </div>
              <div>
                <Button $variant="secondary" $size="sm" onClick={() => setEditing(menu)}>
                  {t('Edit')}
                </Button>{' '}
                <Button $variant="ghost" $size="sm" onClick={() => setDeleting(menu)}>
                  {t('Delete')}
                </Button>
              </div>
            </li>
          ))}
        </List>
      )}
      {editing !== undefined && (
        <MenuModal
          menu={editing}
          dishes={dishes}
          onSubmit={save}
          onSaved={() => {
            setEditing(undefined);
            toast.show(t(MenuMessages.saved), { tone: 'success' });
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete menu')}
        message={t('Do you want to delete {{name}}?', { name: deleting?.name ?? '' })}
        confirmLabel={t('Delete')}
        cancelLabel={t('Cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

/** /chef/manage/menus: the chef's menus with the create/update modal. */
export function MenusPage() {
  const t = useT();
  return (
    <RestaurantGate
      title={t('Menus')}
      noRestaurant={t('You have not created your restaurant yet.')}
    >
      {(restaurant) => <Menus restaurant={restaurant} />}
    </RestaurantGate>
  );
}
