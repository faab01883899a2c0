/**
 * Pending Payments' sales tax export (docs/rules/tax.md#remittance): the admin picks a period and
 * downloads the tax Hearth collected by province and rate as tax-collected-<from>-to-<to>.csv; a
 * period that ends before it starts is refused before asking.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AdminTaxCollectedCsvDocument, createCache } from '@hearth/graphql-client';
import { theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { TaxExportSection } from '../src/features/pending-payments/components/TaxExportSection';

const CSV =
  'Period start,Period end,Province,Tax,Rate (%),Orders,Taxable sales (CAD),Tax collected (CAD),Tax refunded (CAD),Net tax (CAD)\r\n' +
  '2026-11-01,2026-11-30,ON,HST,13,1,27.00,3.51,0.00,3.51';

describe('sales tax export', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:test/1') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const renderSection = () =>
    render(
      <ThemeProvider theme={theme}>
        <MockedProvider
          cache={createCache()}
          mocks={[
            {
              request: {
                query: AdminTaxCollectedCsvDocument,
                variables: { from: '2026-11-01', to: '2026-11-30' },
              },
              result: { data: { taxCollectedCsv: CSV } },
            },
          ]}
        >
          <TaxExportSection />
        </MockedProvider>
      </ThemeProvider>,
    );

  it('downloads the period’s tax as tax-collected-<from>-to-<to>.csv', async () => {
    const ue = userEvent.setup();
    renderSection();
    await ue.clear(screen.getByLabelText('From'));
    await ue.type(screen.getByLabelText('From'), '2026-11-01');
    await ue.clear(screen.getByLabelText('To'));
    await ue.type(screen.getByLabelText('To'), '2026-11-30');
    await ue.click(screen.getByRole('button', { name: 'Download tax CSV' }));
    await waitFor(() => expect(saved).toEqual(['tax-collected-2026-11-01-to-2026-11-30.csv']));
  });

  it('refuses a period that ends before it starts, asking nothing', async () => {
    const ue = userEvent.setup();
    renderSection();
    await ue.clear(screen.getByLabelText('From'));
    await ue.type(screen.getByLabelText('From'), '2026-12-01');
    await ue.clear(screen.getByLabelText('To'));
    await ue.type(screen.getByLabelText('To'), '2026-11-30');
    await ue.click(screen.getByRole('button', { name: 'Download tax CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a period whose end is not before its start.',
    );
    expect(saved).toEqual([]);
  });
});
