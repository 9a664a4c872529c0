import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';

/** POST /api/contact (product.md §7). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: ContactMessage) => {
      await apiSend('POST', '/api/contact', message);
    },
  });
}
