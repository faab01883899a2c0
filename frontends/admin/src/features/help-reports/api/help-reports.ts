import { useMutation, useQuery } from '@apollo/client/react';
import {
  AnswerHelpReportDocument,
  GetHelpReportDocument,
  GetHelpReportsDocument,
} from '@hearth/graphql-client';

/** Every guest help report, open ones first (GetHelpReports). */
export function useHelpReports() {
  return useQuery(GetHelpReportsDocument, { fetchPolicy: 'cache-and-network' });
}

/** One help report with its order's conversation (GetHelpReport). */
export function useHelpReport(id: string) {
  return useQuery(GetHelpReportDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/**
 * `[answer]`: AnswerHelpReport with `{ id, answer }`: the guest is told and the report becomes
 * ANSWERED; a bad answer comes back as a ValidationError (field `answer`).
 */
export function useAnswerHelpReport() {
  return useMutation(AnswerHelpReportDocument);
}
