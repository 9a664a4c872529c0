import { useMutation } from '@tanstack/react-query';
import { publicSubmissionAnswer, type QuoteRequest } from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';

/** POST /api/quote-requests; answers the stored request, whose `id` the visitor is told. */
export function useSendQuoteRequest() {
  return useMutation({
    mutationFn: async (request: QuoteRequest) =>
      publicSubmissionAnswer.parse(await apiSend('POST', '/api/quote-requests', request)),
  });
}
