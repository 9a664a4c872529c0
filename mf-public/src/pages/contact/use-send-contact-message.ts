import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { apiSend } from '@silkway/web-client';

/** POST /api/contact (product.md §7), with the page's language for the server's field errors. */
export function useSendContactMessage() {
  const { i18n } = useTranslation('public');
  return useMutation({
    mutationFn: async (message: ContactMessage) => {
      await apiSend('POST', '/api/contact', { ...message, language: i18n.language });
    },
  });
}
