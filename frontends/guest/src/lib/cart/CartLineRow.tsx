import { CART_QUANTITY_MAX } from '@hearth/contracts';
import { useLocale, useT } from '@hearth/i18n';
import { Button, QuantityStepper } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatCents } from '../../utils/money';
import type { CartLine } from './cart-math';
import { Muted } from '../../components/layout';
import { allergenLines } from '../allergens';

/** A cart warning or error under a line or a form. */
const Warning = styled.li`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** A list of {@link Warning}s without bullets. */
const WarningList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
  padding: ${({ theme }) => theme.spacing(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img,
  .placeholder {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  .placeholder {
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.5rem;
    font-weight: 800;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Props of {@link CartLineRow}. */
export interface CartLineRowProps {
  line: CartLine;
  /** Sets the quantity (≥ 1); absent → read-only (checkout). */
  onQuantityChange?: (quantity: number) => void;
  /** Removes the line; absent → read-only. */
  onRemove?: () => void;
}

/**
 * One cart line (docs/rules/screens.md#cart): image, dish, portion size, price × quantity = line
 * total ($ and 2 decimals), the dish's priority allergens in words, the quantity stepper (never below 1), Remove, and the server's
 * warnings. Without an image, or when it fails to load, a square with the dish's first letter
 * shows (as on the dish cards).
 */
export function CartLineRow({ line, onQuantityChange, onRemove }: CartLineRowProps) {
  const t = useT();
  const { locale } = useLocale();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  return (
    <Item data-testid="cart-line" aria-label={line.dishName}>
      {line.imageUrl && failedImage !== line.imageUrl ? (
        <img src={line.imageUrl} alt="" onError={() => setFailedImage(line.imageUrl ?? null)} />
      ) : (
        <span className="placeholder" aria-hidden="true">
          {line.dishName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <Details>
        <h3>{line.dishName}</h3>
        {line.portionSize && <Muted>{line.portionSize}</Muted>}
        {/* Until the server's answer (an optimistic line has no allergens), nothing is claimed. */}
        {!line.id.startsWith('optimistic-') && (
          <Muted data-testid="cart-line-allergens">
            {allergenLines(line.allergens, locale, t).join(' · ')}
          </Muted>
        )}
        <span data-testid="cart-line-price">
          {formatCents(line.priceCents)} × {line.quantity} ={' '}
          <strong>{formatCents(line.lineTotalCents)}</strong>
        </span>
        {line.warnings.length > 0 && (
          <WarningList>
            {line.warnings.map((warning) => (
              <Warning key={warning} data-testid="cart-warning">
                {t(warning)}
              </Warning>
            ))}
          </WarningList>
        )}
      </Details>
      <Actions>
        {onQuantityChange ? (
          <QuantityStepper
            label={t('Quantity of {{dish}}', { dish: line.dishName })}
            hideLabel
            value={line.quantity}
            min={1}
            max={CART_QUANTITY_MAX}
            onChange={onQuantityChange}
          />
        ) : (
          <Muted>{t('Quantity: {{count}}', { count: line.quantity })}</Muted>
        )}
        {onRemove && (
          <Button
            $variant="ghost"
            $size="sm"
            onClick={onRemove}
            aria-label={t('Remove {{dish}}', { dish: line.dishName })}
          >
            {t('Remove')}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
