import type { Fulfilment } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import styled from 'styled-components';

const Choice = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.spacing(4)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

/** Props of {@link FulfilmentChoice}. */
export interface FulfilmentChoiceProps {
  offersPickup: boolean;
  offersDelivery: boolean;
  value: Fulfilment | null;
  onChange: (fulfilment: Fulfilment) => void;
}

/** Delivery or pickup, as the session offers (a radio per offered way). */
export function FulfilmentChoice({
  offersPickup,
  offersDelivery,
  value,
  onChange,
}: FulfilmentChoiceProps) {
  const t = useT();
  return (
    <Choice>
      <legend>{t('Delivery or pickup')}</legend>
      {offersPickup && (
        <label>
          <input
            type="radio"
            name="fulfilment"
            checked={value === 'PICKUP'}
            onChange={() => onChange('PICKUP')}
          />{' '}
          {t('Pickup')}
        </label>
      )}
      {offersDelivery && (
        <label>
          <input
            type="radio"
            name="fulfilment"
            checked={value === 'DELIVERY'}
            onChange={() => onChange('DELIVERY')}
          />{' '}
          {t('Delivery')}
        </label>
      )}
    </Choice>
  );
}
