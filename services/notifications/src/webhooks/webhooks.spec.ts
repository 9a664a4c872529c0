import { nextWebhookAttemptAt } from './webhook-sender.js';
import { isPrivateAddress, refusalOfWebhookUrl } from './webhook-url.js';

describe('webhook URLs', () => {
  it.each([
    ['http://example.com/hook', 'notHttps'],
    ['ftp://example.com/hook', 'notHttps'],
    ['https://user:pw@example.com/hook', 'credentials'],
    ['https://127.0.0.1/hook', 'private'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://172.20.0.1/hook', 'private'],
    ['https://192.168.1.1/hook', 'private'],
    ['https://169.254.169.254/latest', 'private'],
    ['https://[::1]/hook', 'private'],
    ['https://[fe80::1]/hook', 'private'],
    ['https://[fd00::1]/hook', 'private'],
    ['https://[::ffff:127.0.0.1]/hook', 'private'],
    ['not a url', 'notUrl'],
  ])('refuses %s', (url, refusal) => {
    expect(refusalOfWebhookUrl(url, false)).toBe(refusal);
  });

  it('takes a public https URL, and http or private ones only when private URLs are allowed', () => {
    expect(refusalOfWebhookUrl('https://hooks.example.com/in', false)).toBeNull();
    expect(refusalOfWebhookUrl('https://8.8.8.8/in', false)).toBeNull();
    expect(refusalOfWebhookUrl('http://127.0.0.1:4000/in', true)).toBeNull();
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
  });
});

describe('webhook retries', () => {
  const policy = { backoff: { firstMs: 1_000, longestMs: 3_600_000 }, giveUpAfterMs: 86_400_000 };
  const first = new Date('2026-01-01T00:00:00Z');
  const noJitter = () => 1;

  it('wait the services’ doubling backoff after each failure', () => {
    const waits = [1, 2, 3, 4].map(
      (attempts) =>
        nextWebhookAttemptAt(policy, attempts, first, first, noJitter)!.getTime() - first.getTime(),
    );
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('stop (failed) once the next try would come more than 24 h after the first', () => {
    const nearlyADay = new Date(first.getTime() + 86_400_000 - 500);
    expect(nextWebhookAttemptAt(policy, 30, first, nearlyADay, noJitter)).toBeNull();
    const anHourIn = new Date(first.getTime() + 3_600_000);
    expect(nextWebhookAttemptAt(policy, 30, first, anHourIn, noJitter)).toEqual(
      new Date(anHourIn.getTime() + 3_600_000),
    );
  });
});
