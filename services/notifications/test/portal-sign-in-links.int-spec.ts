import {
  event,
  PUBLIC_BASE_URL,
  recipientOf,
  startNotificationsUnderTest,
  type NotificationsUnderTest,
} from './testing/notifications-test-kit.js';

const linkIssued = (language: 'ru' | 'tj' | 'en' | 'zh', reason: 'invite' | 'sign-in') =>
  event('portal.sign-in-link-issued', {
    counterpartyId: 7,
    email: `client-${language}@pamir.tj`,
    name: 'Памир Трейд',
    language,
    token: `token-${language}-${reason}`,
    reason,
  });

describe('notifications service: client sign-in links', () => {
  let under: NotificationsUnderTest;

  beforeAll(async () => {
    under = await startNotificationsUnderTest();
  }, 30_000);
  afterAll(() => under?.close());

  it("e-mails the link once, in the client's language, to the page of that language", async () => {
    const invite = linkIssued('tj', 'invite');
    expect(await under.service.events.deliver(invite)).toBe('applied');
    expect(await under.service.events.deliver(invite, `${invite.id}-again`)).toBe('repeat');
    const [mail] = await under.mailbox.waitFor(
      1,
      (sent) => recipientOf(sent) === 'client-tj@pamir.tj',
    );
    expect(mail!.subject).toBe('Воридшавӣ ба кабинети шахсии Silk Way');
    expect(mail!.text).toContain('Памир Трейд, барои шумо кабинети шахсӣ кушода шуд');
    expect(mail!.text).toContain(`${PUBLIC_BASE_URL}/tj/portal/sign-in?token=token-tj-invite`);
    expect(mail!.html).toContain('Ворид шудан ба кабинет');
  });

  it('links Russian to the page without a prefix, and says a requested link is the one asked for', async () => {
    expect(await under.service.events.deliver(linkIssued('ru', 'sign-in'))).toBe('applied');
    const [mail] = await under.mailbox.waitFor(
      1,
      (sent) => recipientOf(sent) === 'client-ru@pamir.tj',
    );
    expect(mail!.subject).toBe('Вход в личный кабинет Silk Way');
    expect(mail!.text).toContain('вот ссылка для входа в личный кабинет, которую вы запросили');
    expect(mail!.text).toContain(`${PUBLIC_BASE_URL}/portal/sign-in?token=token-ru-sign-in`);
  });
});
