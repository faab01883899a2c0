import { TipMessages } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import styled from 'styled-components';
import { ChipGroup, type ChipOption } from '../../components/ChipGroup';
import { Muted } from '../../components/layout';
import { formatCents } from '../../utils/money';
import { tipChoices, type TipValue } from './tip-value';
import './translations';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Props of {@link TipPicker}. */
export interface TipPickerProps {
  /** The food subtotal the presets are a percentage of (integer cents). */
  subtotalCents: number;
  value: TipValue;
  onChange: (value: TipValue) => void;
  /** The message under the amount field (English; translated here). */
  error?: string | null;
  /** Whether "No tip" is a choice (at checkout it is; "Add a tip" starts from a preset). */
  offerNone?: boolean;
  /** The radio group's name (one per form). */
  name: string;
}

/**
 * The tip for the chef (docs/rules/payments.md#tips): "No tip", 10, 15 or 20 % of the food
 * subtotal (each with its amount; a preset outside $0.50–$200.00 is not offered) or another
 * amount typed in dollars, with the message under it when it is not a tip Hearth accepts; and
 * the promise that all of it goes to the chef, untaxed and without commission.
 */
export function TipPicker({
  subtotalCents,
  value,
  onChange,
  error = null,
  offerNone = true,
  name,
}: TipPickerProps) {
  const t = useT();
  const options: ChipOption<TipValue['choice']>[] = [
    ...(offerNone ? [{ value: 'none' as const, label: t('No tip') }] : []),
    ...tipChoices(subtotalCents).map((p) => ({
      value: p.choice,
      label: t('{{percent}}% · {{amount}}', { percent: p.percent, amount: formatCents(p.cents) }),
    })),
    { value: 'custom', label: t('Other amount') },
  ];
  return (
    <Column data-testid="tip-picker">
      <ChipGroup
        legend={t('Tip for the chef')}
        type="radio"
        name={name}
        options={options}
        isChecked={(choice) => value.choice === choice}
        onToggle={(choice) => onChange({ ...value, choice })}
      />
      {value.choice === 'custom' && (
        <TextField
          label={t('Tip amount')}
          name={`${name}-amount`}
          value={value.custom}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          error={error ? t(error) : undefined}
          hint={error ? undefined : t('In dollars, like 5.00')}
          onChange={(e) => onChange({ ...value, custom: e.target.value })}
        />
      )}
      <Muted>{t(TipMessages.goesToChef)}</Muted>
    </Column>
  );
}
