import {
  DISH_CATEGORY_LABELS,
  allergenList,
  type DishCategory,
  type DishStatus,
} from '@hearth/contracts';
import { useLocale, useT } from '@hearth/i18n';
import { Button, formatPrice, SpiceLevel } from '@hearth/ui';
import styled from 'styled-components';
import { DishCardMenu } from './DishCardMenu';

/** What a dish card shows (a subset of the API's Dish). Price in cents. */
export interface DishCardData {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  portionSize: string;
  status: DishStatus;
  images: ReadonlyArray<{ url: string; thumbnailUrl?: string | null }>;
  categories: ReadonlyArray<string>;
  /** 0–3 (drawn as up to 3 chillies). */
  spiceLevel: number;
  /** Priority allergens it contains / may contain (codes of the contracts' `ALLERGENS`). */
  allergens?: ReadonlyArray<string>;
  mayContainAllergens?: ReadonlyArray<string>;
  /** False for a dish whose chef has not declared its allergens yet (absent: not known). */
  allergensDeclared?: boolean;
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: visible;
  img {
    width: 100%;
    height: 160px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3)};
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Top = styled.div`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Badge = styled.span<{ $active: boolean }>`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.border)};
`;

const Undeclared = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const STATUS_LABELS: Record<DishStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ARCHIVED: 'Archived',
};

/** Props of {@link DishCard}. */
export interface DishCardProps {
  dish: DishCardData;
  /** Edit mode shows the card menu (Active / Inactive / Delete) and the Edit button. */
  editMode: boolean;
  onEdit: () => void;
  onStatus: (status: 'ACTIVE' | 'INACTIVE') => void;
  onDelete: () => void;
}

/**
 * A dish card of the chef's restaurant: main image, name, price ($, 2 decimals),
 * portion size, categories, spice level, status, the allergens it contains and may contain (as
 * words); in edit mode the card menu and an Edit button. A dish whose allergens are not declared
 * says so, with a 'Declare allergens' button opening its form (docs/rules/allergens.md).
 */
export function DishCard({ dish, editMode, onEdit, onStatus, onDelete }: DishCardProps) {
  const t = useT();
  const { locale } = useLocale();
  const image = dish.images[0];
  return (
    <Card aria-label={dish.name}>
      {image && <img src={image.thumbnailUrl ?? image.url} alt="" loading="lazy" />}
      <Body>
        <Top>
          <h3>{dish.name}</h3>
          {editMode && (
            <DishCardMenu
              dishName={dish.name}
              status={dish.status}
              onStatus={onStatus}
              onDelete={onDelete}
            />
          )}
        </Top>
        <Badge $active={dish.status === 'ACTIVE'}>{t(STATUS_LABELS[dish.status])}</Badge>
        <p>
          {formatPrice(dish.priceCents, locale)} · {dish.portionSize}
        </p>
        {dish.categories.length > 0 && (
          <p>
            {dish.categories.map((c) => t(DISH_CATEGORY_LABELS[c as DishCategory] ?? c)).join(', ')}
          </p>
        )}
        <SpiceLevel level={dish.spiceLevel} />
        {dish.allergensDeclared === false ? (
          <>
            <Undeclared>{t('Allergens not declared')}</Undeclared>
            <Button $variant="secondary" $size="sm" onClick={onEdit}>
              {t('Declare allergens of {{name}}', { name: dish.name })}
            </Button>
          </>
        ) : (
          dish.allergens && (
            <p>
              {dish.allergens.length > 0
                ? t('Contains: {{list}}', { list: allergenList(dish.allergens, locale) })
                : t('Contains none of the priority allergens')}
              {dish.mayContainAllergens && dish.mayContainAllergens.length > 0 && (
                <>
                  <br />
                  {t('May contain: {{list}}', {
                    list: allergenList(dish.mayContainAllergens, locale),
                  })}
                </>
              )}
            </p>
          )
        )}
        {editMode && (
          <Button $variant="secondary" $size="sm" onClick={onEdit}>
            {t('Edit {{name}}', { name: dish.name })}
          </Button>
        )}
      </Body>
    </Card>
  );
}
