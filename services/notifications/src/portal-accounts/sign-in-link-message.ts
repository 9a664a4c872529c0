import type { NotificationLanguage } from '@silkway/contracts';
import type { RenderedMessage } from '../messages/client-messages.js';
import { escapeHtml, renderLayout } from '../messages/message-layout.js';
import { messageTexts } from '../messages/message-texts.js';

interface SignInLinkTexts {
  subject: string;
  invited: (name: string) => string;
  requested: (name: string) => string;
  button: string;
  expiry: string;
  ignore: string;
}

/** The sign-in e-mail of a client account, in the client's language. */
const signInLinkTexts: Record<NotificationLanguage, SignInLinkTexts> = {
  ru: {
    subject: 'Вход в личный кабинет Silk Way',
    invited: (name) =>
      `${name}, для вас открыт личный кабинет: все ваши заказы, счета и баланс в одном месте.`,
    requested: (name) => `${name}, вот ссылка для входа в личный кабинет, которую вы запросили.`,
    button: 'Войти в кабинет',
    expiry: 'Ссылка действует 15 минут и только один раз.',
    ignore: 'Если вы не запрашивали вход, просто не обращайте внимания на это письмо.',
  },
  tj: {
    subject: 'Воридшавӣ ба кабинети шахсии Silk Way',
    invited: (name) =>
      `${name}, барои шумо кабинети шахсӣ кушода шуд: ҳамаи фармоишҳо, ҳисобномаҳо ва тавозуни шумо дар як ҷо.`,
    requested: (name) => `${name}, ин аст истиноди воридшавӣ ба кабинети шахсӣ, ки шумо хостед.`,
    button: 'Ворид шудан ба кабинет',
    expiry: 'Истинод 15 дақиқа ва танҳо як маротиба амал мекунад.',
    ignore: 'Агар шумо воридшавиро напурсида бошед, ба ин мактуб аҳамият надиҳед.',
  },
  en: {
    subject: 'Sign in to your Silk Way account',
    invited: (name) =>
      `${name}, your account is ready: all your orders, invoices and balance in one place.`,
    requested: (name) => `${name}, here is the sign-in link you asked for.`,
    button: 'Sign in',
    expiry: 'The link works once, within 15 minutes.',
    ignore: 'If you did not ask to sign in, ignore this e-mail.',
  },
  zh: {
    subject: '登录您的 Silk Way 客户账户',
    invited: (name) => `${name}，您的客户账户已开通：所有订单、发票和余额一目了然。`,
    requested: (name) => `${name}，这是您申请的登录链接。`,
    button: '登录账户',
    expiry: '链接在 15 分钟内有效，且只能使用一次。',
    ignore: '如果您没有申请登录，请忽略此邮件。',
  },
};

export function signInLinkMessage(
  language: NotificationLanguage,
  reason: 'invite' | 'sign-in',
  name: string,
  link: string,
): RenderedMessage {
  const texts = signInLinkTexts[language];
  const { brand, tagline } = messageTexts[language];
  const intro = reason === 'invite' ? texts.invited(name) : texts.requested(name);
  return {
    subject: texts.subject,
    text: [intro, '', `${texts.button}: ${link}`, '', texts.expiry, texts.ignore].join('\n'),
    html: renderLayout({
      language,
      brand,
      tagline,
      title: texts.subject,
      body: `<p style="margin:0 0 8px">${escapeHtml(intro)}</p><p style="margin:0">${escapeHtml(texts.expiry)}</p>`,
      action: { label: texts.button, href: link },
      footer: escapeHtml(texts.ignore),
    }),
  };
}
