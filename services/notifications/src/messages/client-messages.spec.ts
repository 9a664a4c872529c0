import type { NotificationLanguage } from '@silkway/contracts';
import {
  accountUnsubscribedPage,
  confirmationMessage,
  linkPage,
  orderUpdateMessage,
} from './client-messages.js';

/** What a reader of each language must find: packages/i18n's `emails` and `portal` words. */
const expected: Record<
  NotificationLanguage,
  {
    confirmSubject: string;
    updateSubject: string;
    orderInTransit: string;
    itemShipped: string;
    accountButton: string;
    confirmedPage: string;
    accountUnsubscribed: string;
  }
> = {
  ru: {
    confirmSubject: 'Подтвердите уведомления о заказе SW-1',
    updateSubject: 'Заказ SW-1: новый статус',
    orderInTransit: 'Статус заказа: В пути',
    itemShipped: 'T-1 — Плитка: Отправлено',
    accountButton: 'Открыть в личном кабинете',
    confirmedPage: 'Теперь мы будем сообщать на вашу почту об изменениях заказа SW-1.',
    accountUnsubscribed: 'Писем об изменениях ваших заказов больше не будет.',
  },
  tj: {
    confirmSubject: 'Огоҳиҳоро дар бораи фармоиши SW-1 тасдиқ кунед',
    updateSubject: 'Фармоиши SW-1: ҳолати нав',
    orderInTransit: 'Ҳолати фармоиш: Дар роҳ',
    itemShipped: 'T-1 — Плитка: Фиристода шуд',
    accountButton: 'Кушодан дар кабинети шахсӣ',
    confirmedPage: 'Акнун мо дар бораи тағйироти фармоиши SW-1 ба почтаи шумо хабар медиҳем.',
    accountUnsubscribed: 'Дигар мактубҳо дар бораи тағйироти фармоишҳоятон намеоянд.',
  },
  en: {
    confirmSubject: 'Confirm updates about order SW-1',
    updateSubject: 'Order SW-1: new status',
    orderInTransit: 'Order status: In transit',
    itemShipped: 'T-1 — Плитка: Shipped',
    accountButton: 'Open in your account',
    confirmedPage: 'We will e-mail you when order SW-1 changes.',
    accountUnsubscribed: 'You will no longer receive e-mails about changes to your orders.',
  },
  zh: {
    confirmSubject: '确认订单 SW-1 的通知',
    updateSubject: '订单 SW-1：状态更新',
    orderInTransit: '订单状态：运输中',
    itemShipped: 'T-1 — Плитка：已发货',
    accountButton: '在个人账户中打开',
    confirmedPage: '订单 SW-1 有变化时，我们会通过邮件通知您。',
    accountUnsubscribed: '您将不再收到订单变更的邮件。',
  },
};

const links = { tracking: 'https://silkway.test/track', unsubscribe: 'https://silkway.test/off' };

describe.each(Object.keys(expected) as NotificationLanguage[])('e-mails in %s', (language) => {
  const words = expected[language];

  it('asks to confirm following an order', () => {
    const message = confirmationMessage(language, 'SW-1', 'https://silkway.test/confirm');
    expect(message.subject).toBe(words.confirmSubject);
    expect(message.html).toContain(`<title>${message.subject}</title>`);
  });

  it("tells a follower of an order its and its items' new statuses as the portal names them", () => {
    const message = orderUpdateMessage(
      language,
      'SW-1',
      [
        { kind: 'order', status: 'active' },
        { kind: 'item', item: 'T-1 — Плитка', status: 'Отправлено' },
      ],
      links,
    );
    expect(message.subject).toBe(words.updateSubject);
    expect(message.text).toContain(words.orderInTransit);
    expect(message.text).toContain(words.itemShipped);
  });

  it('tells a client whose account follows all its orders, with the way to its account', () => {
    const message = orderUpdateMessage(
      language,
      'SW-1',
      [{ kind: 'order', status: 'active' }],
      links,
      'account',
    );
    expect(message.subject).toBe(words.updateSubject);
    expect(message.text).toContain(`${words.accountButton}: ${links.tracking}`);
  });

  it('answers the confirm and unsubscribe links with pages in the language', () => {
    expect(linkPage(language, 'confirmed', 'SW-1', links.tracking)).toContain(words.confirmedPage);
    expect(accountUnsubscribedPage(language, 'https://silkway.test/account')).toContain(
      words.accountUnsubscribed,
    );
  });
});
