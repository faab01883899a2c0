import type { GetShoppingListQuery } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button, downloadTextFile } from '@hearth/ui';
import { formatQuantity } from '../utils/format';
import { shoppingCsv } from '../utils/shopping-csv';
import { KitchenTable, Scroll } from './PrepSheetView';
import '../translations';

type ShoppingList = GetShoppingListQuery['shoppingList'];
type Item = ShoppingList['items'][number];

/** The unit as the list shows it: 'each' is translated, the others are symbols. */
function useUnit() {
  const t = useT();
  return (unit: string) => (unit === 'each' ? t('each') : unit);
}

function ItemsTable({ caption, items }: { caption: string; items: Item[] }) {
  const t = useT();
  const { locale } = useLocale();
  const unit = useUnit();
  return (
    <Scroll>
      <KitchenTable style={{ tableLayout: 'fixed' }}>
        <caption>{caption}</caption>
        <colgroup>
          <col style={{ width: '46%' }} />
          <col style={{ width: '24%' }} />
          <col style={{ width: '30%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('Ingredient')}</th>
            <th scope="col" className="num">
              {t('Quantity')}
            </th>
            <th scope="col" className="num">
              {t('Of which accepted')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={`${i.name}|${i.unit}`} data-testid="shopping-item">
              <th scope="row">
                {i.name}
                <br />
                <small>
                  {t('For {{dishes}}', { dishes: i.dishNames.join(', ') })}
                  {i.notes.length > 0 && ` · ${i.notes.join('; ')}`}
                </small>
              </th>
              <td className="num">
                {formatQuantity(i.quantity, locale)} {unit(i.unit)}
              </td>
              <td className="num">
                {formatQuantity(i.acceptedQuantity, locale)} {unit(i.unit)}
              </td>
            </tr>
          ))}
        </tbody>
      </KitchenTable>
    </Scroll>
  );
}

/**
 * What to buy: each ingredient × the portions of pending and accepted orders, summed across
 * dishes, in g/kg, ml/l or each; ingredients in other units apart; dishes without ingredients
 * named; 'Download CSV'.
 */
export function ShoppingListView({ list, fileName }: { list: ShoppingList; fileName: string }) {
  const t = useT();
  const unit = useUnit();
  const empty =
    list.items.length === 0 &&
    list.otherUnits.length === 0 &&
    list.dishesWithoutIngredients.length === 0;
  const downloadCsv = () => {
    const csv = shoppingCsv(
      {
        ingredient: t('Ingredient'),
        quantity: t('Quantity'),
        unit: t('Unit'),
        accepted: t('Of which accepted'),
        dishes: t('For'),
        notes: t('Notes'),
      },
      [...list.items, ...list.otherUnits].map((i) => ({ ...i, unit: unit(i.unit) })),
    );
    downloadTextFile(csv, fileName);
  };
  return (
    <div data-testid="shopping-list">
      <p>{t('For {{count}} portions ordered (pending and accepted).', { count: list.portions })}</p>
      {empty ? (
        <p>{t('Nothing to buy yet: no orders for these dates.')}</p>
      ) : (
        <>
          {list.items.length > 0 && <ItemsTable caption={t('To buy')} items={list.items} />}
          {list.otherUnits.length > 0 && (
            <ItemsTable caption={t('In other units (not converted)')} items={list.otherUnits} />
          )}
          {list.dishesWithoutIngredients.length > 0 && (
            <p role="note">
              {t('No ingredients listed for: {{dishes}}', {
                dishes: list.dishesWithoutIngredients.join(', '),
              })}
            </p>
          )}
        </>
      )}
      <div data-print-hide>
        <Button $variant="secondary" $size="sm" disabled={empty} onClick={downloadCsv}>
          {t('Download CSV')}
        </Button>
      </div>
    </div>
  );
}
