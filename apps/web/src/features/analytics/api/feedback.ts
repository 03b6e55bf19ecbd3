import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ledgerApi, type AdminListQuery, type FeedbackBody } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

export const feedbackKeys = {
  all: ['feedback'] as const,
  adminList: (q: Partial<AdminListQuery>) => ['feedback', 'admin', q] as const,
};

/** POST /api/feedback/challenge — a new captcha word (an SVG picture). */
export const fetchFeedbackChallenge = () => callApi(ledgerApi.feedbackChallenge, {});

/** POST /api/feedback — the form (the captcha word already uppercased). */
export const sendFeedback = (body: FeedbackBody) => callApi(ledgerApi.sendFeedback, { body });

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

/** GET /api/admin/feedback — the admin list, newest first. */
export const adminFeedbackQueryOptions = (q: Partial<AdminListQuery>) =>
  queryOptions({
    queryKey: feedbackKeys.adminList(q),
    queryFn: ({ signal }) =>
      callApi(ledgerApi.adminFeedback, { query: q as AdminListQuery, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminFeedback(q: Partial<AdminListQuery>) {
  return useQuery(adminFeedbackQueryOptions(q));
}
