import { useMutation, useQuery } from '@apollo/client/react';
import {
  GetMyHelpReportsDocument,
  GetReportableOrdersDocument,
  ReportProblemDocument,
  type ReportProblemMutation,
  type ReportProblemMutationVariables,
} from '@hearth/graphql-client';
import { useCallback } from 'react';

/** The guest's orders a problem can be reported for (reportableOrders), newest first. */
export function useReportableOrders() {
  return useQuery(GetReportableOrdersDocument, { fetchPolicy: 'cache-and-network' });
}

/** The guest's help reports (myHelpReports): OPEN until an admin answers, then ANSWERED. */
export function useMyHelpReports() {
  return useQuery(GetMyHelpReportsDocument, { fetchPolicy: 'cache-and-network' });
}

/**
 * `reportProblem({ orderId, reason, description, photoUrl })` (ReportProblem): resolves to the
 * filed HelpReport, a ValidationError (nothing filed) or a ServerError, or undefined without data.
 * Network and GraphQL errors (e.g. 'Too many…' rate limits) reject.
 */
export function useReportProblem(): (
  variables: ReportProblemMutationVariables,
) => Promise<ReportProblemMutation['reportProblem'] | undefined> {
  const [report] = useMutation(ReportProblemDocument);
  return useCallback(
    async (variables) => (await report({ variables })).data?.reportProblem,
    [report],
  );
}
