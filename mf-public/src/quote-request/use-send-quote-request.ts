import { useMutation } from '@tanstack/react-query';
import type { QuoteRequest } from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';

/** POST /api/quote-requests; the answer body is not read (product.md §7). */
export function useSendQuoteRequest() {
  return useMutation({
    mutationFn: async (request: QuoteRequest) => {
      await apiSend('POST', '/api/quote-requests', request);
    },
  });
}
