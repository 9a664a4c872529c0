import { useMutation } from '@tanstack/react-query';
import { publicSubmissionAnswer, type QuoteRequest } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { apiSend } from '@silkway/web-client';

/**
 * POST /api/quote-requests; answers the stored request, whose `id` the visitor is told. The page's
 * language travels with it, so the server's field errors come back in that language.
 */
export function useSendQuoteRequest() {
  const { i18n } = useTranslation('public');
  return useMutation({
    mutationFn: async (request: QuoteRequest) =>
      publicSubmissionAnswer.parse(
        await apiSend('POST', '/api/quote-requests', { ...request, language: i18n.language }),
      ),
  });
}
