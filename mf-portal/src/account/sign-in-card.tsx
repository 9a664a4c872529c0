import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { LogIn } from 'lucide-react';
import { EmailRequestCard } from '../email-request/email-request-card.js';
import { requestSignInLink } from './portal-account-api.js';

/**
 * Sign in by e-mail: the client leaves its address and a link arrives if it has an account. The
 * page says the same for any address. One signed in already goes straight to its account by the link.
 */
export function SignInCard() {
  const { t } = useTranslation('portal');
  return (
    <EmailRequestCard
      texts="account.signIn"
      icon={LogIn}
      ids={{
        email: 'portal-sign-in-email',
        error: 'portal-sign-in-error',
        title: 'portal-sign-in-title',
      }}
      submitClassName="sm:min-w-48"
      // The card is part of the prerendered page (nothing moves when it arrives); its schema is not.
      bodyOf={async (email, language) =>
        (await import('./sign-in-body.js')).signInBodyOf(email, language)
      }
      send={(body) => requestSignInLink(body.email, body.language)}
    >
      <Link
        to="/portal/account"
        className="self-start text-sm font-medium text-navy-700 underline-offset-4 hover:underline"
      >
        {t('account.signIn.toAccount')}
      </Link>
    </EmailRequestCard>
  );
}
