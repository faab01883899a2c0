/**
 * The Earnings page's yearly statement controls (issue 24, item 7): the years to choose from, and
 * Download CSV / Download PDF saving the server's file for the chosen year; a failure says so.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { ChefStatementFileDocument } from '@hearth/graphql-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  StatementDownload,
  statementYears,
} from '../src/features/earnings/components/StatementDownload';
import { renderWithApollo } from './dashboard-helpers';

const file = (format: 'CSV' | 'PDF', year: number, text: string) => ({
  request: { query: ChefStatementFileDocument, variables: { year, format } },
  result: {
    data: {
      chefStatementFile: {
        __typename: 'DownloadFile' as const,
        filename: `hearth-statement-${year}.${format.toLowerCase()}`,
        contentType: format === 'CSV' ? 'text/csv' : 'application/pdf',
        base64: btoa(text),
      },
    },
  },
});

/** A saved file's text (jsdom's Blob has no `text()`). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('yearly statement controls', () => {
  it('offers this year back to 2020, last year first, and downloads the chosen year as CSV then PDF', async () => {
    expect(statementYears(new Date('2026-06-01T12:00:00Z'))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020,
    ]);
    const ue = userEvent.setup();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        saved.push(b);
        return `blob:${saved.length}`;
      }),
      revokeObjectURL: jest.fn(),
    });
    const year = new Date().getFullYear();
    renderWithApollo(<StatementDownload />, [
      file('CSV', year - 2, 'Period,Orders\r\nTotal,3'),
      file('PDF', year - 2, '%PDF-1.3'),
    ]);
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select).toHaveValue(String(year - 1));
    await ue.selectOptions(select, String(year - 2));
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.type).toBe('text/csv');
    expect(await readText(saved[0]!)).toBe('Period,Orders\r\nTotal,3');
    await ue.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.type).toBe('application/pdf');
  });

  it('says so when the statement could not be made', async () => {
    const ue = userEvent.setup();
    const year = new Date().getFullYear();
    renderWithApollo(<StatementDownload />, [
      {
        request: { query: ChefStatementFileDocument, variables: { year: year - 1, format: 'CSV' } },
        error: new Error('down'),
      },
    ]);
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The statement could not be made. Try again.',
    );
  });
});
