import type { NotificationLanguage } from '@silkway/contracts';

/** What clients read in e-mails and on the confirm / unsubscribe pages, in the site's four languages. */
export interface MessageTexts {
  brand: string;
  tagline: string;
  confirmSubject: (code: string) => string;
  confirmIntro: (code: string) => string;
  confirmButton: string;
  confirmIgnore: string;
  updateSubject: (code: string) => string;
  updateIntro: (code: string) => string;
  trackButton: string;
  unsubscribeLine: string;
  unsubscribeLink: string;
  orderLabel: string;
  itemChange: (item: string, status: string) => string;
  orderChange: (status: string) => string;
  statuses: Record<string, string>;
  pages: Record<
    | 'confirmed'
    | 'alreadyConfirmed'
    | 'unsubscribed'
    | 'alreadyUnsubscribed'
    | 'expired'
    | 'invalid',
    { title: string; body: string }
  >;
  toTracking: string;
}

export const messageTexts: Record<NotificationLanguage, MessageTexts> = {
  ru: {
    brand: 'Silk Way',
    tagline: 'Китай → Центральная Азия',
    confirmSubject: (code) => `Подтвердите уведомления о заказе ${code}`,
    confirmIntro: (code) =>
      `Вы попросили сообщать об изменениях заказа ${code}. Подтвердите адрес, чтобы получать письма.`,
    confirmButton: 'Подтвердить',
    confirmIgnore:
      'Если вы не просили об этом, просто не отвечайте на письмо — писем больше не будет.',
    updateSubject: (code) => `Заказ ${code}: новый статус`,
    updateIntro: (code) => `Изменения по заказу ${code}:`,
    trackButton: 'Открыть отслеживание',
    unsubscribeLine: 'Вы получили это письмо, потому что подписались на уведомления о заказе.',
    unsubscribeLink: 'Отписаться',
    orderLabel: 'Заказ',
    itemChange: (item, status) => `${item}: ${status}`,
    orderChange: (status) => `Статус заказа: ${status}`,
    statuses: {
      active: 'В работе',
      completed: 'Завершён',
      'На складе': 'На складе',
      Отправлено: 'Отправлено',
      Доставлено: 'Доставлено',
    },
    pages: {
      confirmed: {
        title: 'Готово',
        body: 'Теперь мы будем сообщать на вашу почту об изменениях заказа {code}.',
      },
      alreadyConfirmed: {
        title: 'Ссылка уже использована',
        body: 'Этот адрес уже подтверждён. Ничего делать не нужно.',
      },
      unsubscribed: { title: 'Вы отписались', body: 'Писем о заказе {code} больше не будет.' },
      alreadyUnsubscribed: {
        title: 'Ссылка уже использована',
        body: 'Вы уже отписались от этих писем.',
      },
      expired: {
        title: 'Ссылка устарела',
        body: 'Срок действия ссылки истёк. Запросите уведомления снова на странице отслеживания.',
      },
      invalid: {
        title: 'Ссылка недействительна',
        body: 'Ссылка повреждена или не существует. Проверьте, что скопировали её целиком.',
      },
    },
    toTracking: 'К отслеживанию заказа',
  },
  tj: {
    brand: 'Silk Way',
    tagline: 'Чин → Осиёи Марказӣ',
    confirmSubject: (code) => `Огоҳиҳоро дар бораи фармоиши ${code} тасдиқ кунед`,
    confirmIntro: (code) =>
      `Шумо хоҳиш кардед, ки дар бораи тағйироти фармоиши ${code} хабар диҳем. Барои гирифтани мактубҳо суроғаро тасдиқ кунед.`,
    confirmButton: 'Тасдиқ кардан',
    confirmIgnore:
      'Агар шумо инро напурсида бошед, ба мактуб ҷавоб надиҳед — дигар мактуб намеояд.',
    updateSubject: (code) => `Фармоиши ${code}: ҳолати нав`,
    updateIntro: (code) => `Тағйирот дар фармоиши ${code}:`,
    trackButton: 'Кушодани пайгирӣ',
    unsubscribeLine: 'Шумо ин мактубро гирифтед, зеро ба огоҳиҳои фармоиш обуна шудаед.',
    unsubscribeLink: 'Бекор кардани обуна',
    orderLabel: 'Фармоиш',
    itemChange: (item, status) => `${item}: ${status}`,
    orderChange: (status) => `Ҳолати фармоиш: ${status}`,
    statuses: {
      active: 'Дар кор',
      completed: 'Анҷом ёфт',
      'На складе': 'Дар анбор',
      Отправлено: 'Фиристода шуд',
      Доставлено: 'Расонида шуд',
    },
    pages: {
      confirmed: {
        title: 'Тайёр',
        body: 'Акнун мо дар бораи тағйироти фармоиши {code} ба почтаи шумо хабар медиҳем.',
      },
      alreadyConfirmed: {
        title: 'Пайванд аллакай истифода шудааст',
        body: 'Ин суроға аллакай тасдиқ шудааст. Коре лозим нест.',
      },
      unsubscribed: {
        title: 'Обуна бекор шуд',
        body: 'Дигар мактуб дар бораи фармоиши {code} намеояд.',
      },
      alreadyUnsubscribed: {
        title: 'Пайванд аллакай истифода шудааст',
        body: 'Шумо аллакай аз ин мактубҳо даст кашидаед.',
      },
      expired: {
        title: 'Мӯҳлати пайванд гузашт',
        body: 'Мӯҳлати пайванд ба охир расид. Дар саҳифаи пайгирӣ огоҳиҳоро аз нав дархост кунед.',
      },
      invalid: {
        title: 'Пайванд нодуруст аст',
        body: 'Пайванд вайрон аст ё вуҷуд надорад. Санҷед, ки онро пурра нусха кардаед.',
      },
    },
    toTracking: 'Ба пайгирии фармоиш',
  },
  en: {
    brand: 'Silk Way',
    tagline: 'China → Central Asia',
    confirmSubject: (code) => `Confirm updates about order ${code}`,
    confirmIntro: (code) =>
      `You asked to hear when order ${code} changes. Confirm your address to start receiving e-mails.`,
    confirmButton: 'Confirm',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: you will get no more.',
    updateSubject: (code) => `Order ${code}: new status`,
    updateIntro: (code) => `Changes to order ${code}:`,
    trackButton: 'Open tracking',
    unsubscribeLine: 'You receive this e-mail because you follow this order.',
    unsubscribeLink: 'Unsubscribe',
    orderLabel: 'Order',
    itemChange: (item, status) => `${item}: ${status}`,
    orderChange: (status) => `Order status: ${status}`,
    statuses: {
      active: 'In progress',
      completed: 'Completed',
      'На складе': 'In warehouse',
      Отправлено: 'Shipped',
      Доставлено: 'Delivered',
    },
    pages: {
      confirmed: { title: 'All set', body: 'We will e-mail you when order {code} changes.' },
      alreadyConfirmed: {
        title: 'Link already used',
        body: 'This address is already confirmed. Nothing else to do.',
      },
      unsubscribed: {
        title: 'Unsubscribed',
        body: 'You will get no more e-mails about order {code}.',
      },
      alreadyUnsubscribed: {
        title: 'Link already used',
        body: 'You have already unsubscribed from these e-mails.',
      },
      expired: {
        title: 'Link expired',
        body: 'This link is no longer valid. Ask for updates again on the tracking page.',
      },
      invalid: {
        title: 'Invalid link',
        body: 'The link is damaged or does not exist. Check that you copied all of it.',
      },
    },
    toTracking: 'Go to order tracking',
  },
  zh: {
    brand: 'Silk Way',
    tagline: '中国 → 中亚',
    confirmSubject: (code) => `确认订单 ${code} 的通知`,
    confirmIntro: (code) => `您要求在订单 ${code} 有变化时收到通知。请确认您的邮箱以开始接收邮件。`,
    confirmButton: '确认',
    confirmIgnore: '如果这不是您本人的请求，请忽略此邮件，您将不会再收到邮件。',
    updateSubject: (code) => `订单 ${code}：状态更新`,
    updateIntro: (code) => `订单 ${code} 的变化：`,
    trackButton: '打开跟踪页面',
    unsubscribeLine: '您收到此邮件是因为您关注了该订单。',
    unsubscribeLink: '取消订阅',
    orderLabel: '订单',
    itemChange: (item, status) => `${item}：${status}`,
    orderChange: (status) => `订单状态：${status}`,
    statuses: {
      active: '进行中',
      completed: '已完成',
      'На складе': '在仓库',
      Отправлено: '已发货',
      Доставлено: '已送达',
    },
    pages: {
      confirmed: { title: '已完成', body: '订单 {code} 有变化时，我们会通过邮件通知您。' },
      alreadyConfirmed: { title: '链接已使用', body: '该邮箱已确认，无需其他操作。' },
      unsubscribed: { title: '已取消订阅', body: '您将不再收到订单 {code} 的邮件。' },
      alreadyUnsubscribed: { title: '链接已使用', body: '您已取消订阅这些邮件。' },
      expired: { title: '链接已过期', body: '此链接已失效。请在跟踪页面重新申请通知。' },
      invalid: { title: '链接无效', body: '链接已损坏或不存在。请检查是否完整复制。' },
    },
    toTracking: '前往订单跟踪',
  },
};
