import type { NotificationLanguage } from '@silkway/contracts';
import { signInLinkMessage } from './sign-in-link-message.js';

const expected: Record<
  NotificationLanguage,
  { subject: string; invited: string; requested: string }
> = {
  ru: {
    subject: 'Вход в личный кабинет Silk Way',
    invited: 'Памир Трейд, для вас открыт личный кабинет',
    requested: 'Памир Трейд, вот ссылка для входа в личный кабинет, которую вы запросили.',
  },
  tj: {
    subject: 'Воридшавӣ ба кабинети шахсии Silk Way',
    invited: 'Памир Трейд, барои шумо кабинети шахсӣ кушода шуд',
    requested: 'Памир Трейд, ин аст истиноди воридшавӣ ба кабинети шахсӣ, ки шумо хостед.',
  },
  en: {
    subject: 'Sign in to your Silk Way account',
    invited: 'Памир Трейд, your account is ready',
    requested: 'Памир Трейд, here is the sign-in link you asked for.',
  },
  zh: {
    subject: '登录您的 Silk Way 客户账户',
    invited: 'Памир Трейд，您的客户账户已开通',
    requested: 'Памир Трейд，这是您申请的登录链接。',
  },
};

describe.each(Object.keys(expected) as NotificationLanguage[])(
  'the sign-in e-mail in %s',
  (language) => {
    const words = expected[language];
    const link = 'https://silkway.test/portal/sign-in?token=t';

    it('invites the client to its new account', () => {
      const message = signInLinkMessage(language, 'invite', 'Памир Трейд', link);
      expect(message.subject).toBe(words.subject);
      expect(message.text).toContain(words.invited);
      expect(message.text).toContain(link);
    });

    it('sends the link the client asked for', () => {
      const message = signInLinkMessage(language, 'sign-in', 'Памир Трейд', link);
      expect(message.text).toContain(words.requested);
    });
  },
);
