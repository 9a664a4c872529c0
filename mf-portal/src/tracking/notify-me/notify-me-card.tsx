import { BellRing } from 'lucide-react';
import {
  followOrderBody,
  notificationLanguages,
  type NotificationLanguage,
} from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';
import { EmailRequestCard } from '../../email-request/email-request-card.js';

const languageOf = (language: string): NotificationLanguage =>
  (notificationLanguages as readonly string[]).includes(language)
    ? (language as NotificationLanguage)
    : 'ru';

/**
 * "Notify me" under a found order: the client leaves an e-mail and confirms it from the message
 * that arrives (double opt-in). The answer is the same for any code, so nothing here says more.
 */
export function NotifyMeCard({ code }: { code: string }) {
  return (
    <EmailRequestCard
      texts="notify"
      icon={BellRing}
      ids={{ email: 'notify-email', error: 'notify-email-error' }}
      submitClassName="sm:min-w-40"
      bodyOf={(email, language) =>
        followOrderBody.safeParse({ email, language: languageOf(language) }).data ?? null
      }
      send={(body) => apiSend('POST', `/api/track/${encodeURIComponent(code)}/subscriptions`, body)}
    />
  );
}
