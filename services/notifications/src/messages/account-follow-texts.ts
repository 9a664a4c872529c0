import type { NotificationLanguage } from '@silkway/contracts';

/** What a client with an account reads when it follows all its orders, in the site's four languages. */
export interface AccountFollowTexts {
  /** The e-mail's button: the order in the client's account. */
  openInAccount: string;
  unsubscribeLine: string;
  unsubscribed: { title: string; body: string };
  /** The unsubscribe page's button. */
  toAccount: string;
}

export const accountFollowTexts: Record<NotificationLanguage, AccountFollowTexts> = {
  ru: {
    openInAccount: 'Открыть в личном кабинете',
    unsubscribeLine:
      'Вы получили это письмо, потому что в личном кабинете включены уведомления обо всех ваших заказах.',
    unsubscribed: {
      title: 'Вы отписались',
      body: 'Писем об изменениях ваших заказов больше не будет. Включить их снова можно в личном кабинете.',
    },
    toAccount: 'В личный кабинет',
  },
  tj: {
    openInAccount: 'Кушодан дар кабинети шахсӣ',
    unsubscribeLine:
      'Шумо ин мактубро гирифтед, зеро дар кабинети шахсӣ огоҳиҳо дар бораи ҳамаи фармоишҳоятон фаъол аст.',
    unsubscribed: {
      title: 'Обуна бекор шуд',
      body: 'Дигар мактубҳо дар бораи тағйироти фармоишҳоятон намеоянд. Онҳоро дар кабинети шахсӣ боз фаъол кардан мумкин аст.',
    },
    toAccount: 'Ба кабинети шахсӣ',
  },
  en: {
    openInAccount: 'Open in your account',
    unsubscribeLine: 'You receive this e-mail because your account follows all your orders.',
    unsubscribed: {
      title: 'Unsubscribed',
      body: 'You will no longer receive e-mails about changes to your orders. You can turn them on again in your account.',
    },
    toAccount: 'Go to your account',
  },
  zh: {
    openInAccount: '在个人账户中打开',
    unsubscribeLine: '您收到此邮件是因为您的账户已开启所有订单的通知。',
    unsubscribed: {
      title: '已取消订阅',
      body: '您将不再收到订单变更的邮件。您可以在个人账户中重新开启。',
    },
    toAccount: '前往个人账户',
  },
};

/** The client's account pages in its language (Russian has no prefix, the others /tj, /en, /zh). */
export const portalAccountLink = (
  baseUrl: string,
  language: NotificationLanguage,
  orderId?: number,
): string =>
  `${baseUrl}${language === 'ru' ? '' : `/${language}`}/portal/account${orderId === undefined ? '' : `/orders/${orderId}`}`;
