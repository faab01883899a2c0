import { Button, TextField, downloadTextFile } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PanelNote, PanelSection } from '../../../components/record-cards';
import { localIsoDate } from '../../../lib/format';
import { useTaxCollectedCsv } from '../api/tax';

const Fields = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  & > div {
    min-width: 160px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The first day of `today`'s month, `YYYY-MM-DD`. */
const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/**
 * Sales tax for remittance (docs/rules/tax.md#remittance): the admin picks a period (local dates,
 * this month so far at first) and downloads the tax Hearth collected as supplier by province, tax
 * and rate as CSV (`tax-collected-<from>-to-<to>.csv`). A period that ends before it starts, or a
 * failed download, says so under the form.
 */
export function TaxExportSection() {
  const today = localIsoDate();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [state, setState] = useState<'idle' | 'preparing' | 'failed' | 'invalid'>('idle');
  const fetchCsv = useTaxCollectedCsv();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!from || !to || from > to) {
      setState('invalid');
      return;
    }
    setState('preparing');
    try {
      downloadTextFile(await fetchCsv(from, to), `tax-collected-${from}-to-${to}.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <PanelSection aria-labelledby="tax-title">
      <h2 id="tax-title">Sales tax collected</h2>
      <PanelNote>
        The GST/HST, QST, PST and RST Hearth collected as the supplier (chefs without a GST/HST
        number), by province and rate: what Hearth remits for the period.
      </PanelNote>
      <Fields onSubmit={(e) => void submit(e)} aria-label="Sales tax period">
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button
          type="submit"
          $size="sm"
          $variant="secondary"
          disabled={state === 'preparing'}
          aria-busy={state === 'preparing' || undefined}
        >
          {state === 'preparing' ? 'Preparing CSV…' : 'Download tax CSV'}
        </Button>
      </Fields>
      {state === 'invalid' && (
        <ErrorText role="alert">Choose a period whose end is not before its start.</ErrorText>
      )}
      {state === 'failed' && (
        <ErrorText role="alert">The CSV could not be downloaded. Please try again.</ErrorText>
      )}
    </PanelSection>
  );
}
