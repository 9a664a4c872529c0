import type { AuditEntryAnswer, AuditRecordedPayload } from '@silkway/contracts';
import { auditEntry } from '@silkway/contracts/testing';
import {
  event,
  startNotificationsUnderTest,
  type NotificationsUnderTest,
} from './testing/notifications-test-kit.js';

/** The entries of these tests: a price change from a known address unless `fields` say otherwise. */
const entry = (fields: Partial<AuditRecordedPayload>): AuditRecordedPayload =>
  auditEntry({
    changes: [{ field: 'pricePerUnit', from: '10.00', to: '12.50' }],
    ip: '203.0.113.9',
    ...fields,
  });

const recordedAt = (at: string, fields: Partial<AuditRecordedPayload>) => ({
  ...event('audit.recorded', entry(fields)),
  occurredAt: at,
});

describe('audit log (notifications service)', () => {
  let under: NotificationsUnderTest;
  const priceChange = recordedAt('2026-11-20T09:00:00.000Z', {});
  const counterpartyCreated = recordedAt('2026-11-21T10:00:00.000Z', {
    username: 'dilshod',
    action: 'create',
    entity: 'counterparty',
    entityId: '3',
    summary: 'ООО «Памир»',
    changes: [{ field: 'name', from: null, to: 'ООО «Памир»' }],
    via: 'api',
  });
  const stockImport = recordedAt('2026-11-22T23:59:00.000Z', {
    action: 'import',
    entity: 'warehouse',
    entityId: '1',
    summary: 'Урумчи',
    changes: [{ field: 'created', from: null, to: '40' }],
    via: 'import',
  });

  const list = (query: Record<string, string> = {}) =>
    under.service.call<AuditEntryAnswer[]>('GET', '/api/admin/audit', { query });

  beforeAll(async () => {
    under = await startNotificationsUnderTest();
    for (const recorded of [priceChange, counterpartyCreated, stockImport])
      expect(await under.service.events.deliver(recorded)).toBe('applied');
  }, 30_000);
  afterAll(() => under?.close());

  it('keeps each event once as an entry with its id and time, newest first, counted in X-Total-Count', async () => {
    expect(await under.service.events.deliver(priceChange, 'again')).toBe('repeat');
    const { statusCode, headers, body } = await list();
    expect(statusCode).toBe(200);
    expect(headers['x-total-count']).toBe('3');
    expect(body.map((found) => found.id)).toEqual([
      stockImport.id,
      counterpartyCreated.id,
      priceChange.id,
    ]);
    expect(body[2]).toEqual({
      id: priceChange.id,
      at: '2026-11-20T09:00:00.000Z',
      ...entry({}),
    });
  });

  it('filters by person, record, action and days (both included), and pages', async () => {
    const ids = async (query: Record<string, string>) =>
      (await list(query)).body.map((found) => found.id);
    expect(await ids({ username: 'dilshod' })).toEqual([counterpartyCreated.id]);
    expect(await ids({ entity: 'item', entityId: '7' })).toEqual([priceChange.id]);
    expect(await ids({ action: 'import' })).toEqual([stockImport.id]);
    expect(await ids({ from: '2026-11-21', to: '2026-11-22' })).toEqual([
      stockImport.id,
      counterpartyCreated.id,
    ]);
    const page = await list({ limit: '1', offset: '1' });
    expect(page.body.map((found) => found.id)).toEqual([counterpartyCreated.id]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const badAction = await list({ action: 'erase' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.body).toMatchObject({ fieldErrors: { action: ['Неизвестное действие'] } });
    const backwards = await list({ from: '2026-11-22', to: '2026-11-21' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toMatchObject({
      fieldErrors: { to: ['Дата «по» раньше даты «с»'] },
    });
    expect((await list({ limit: '201' })).statusCode).toBe(400);
  });

  it('gives the same filtered entries as CSV', async () => {
    const { statusCode, headers, body } = await under.service.call<string>(
      'GET',
      '/api/admin/audit.csv',
      { query: { username: 'malika' } },
    );
    expect(statusCode).toBe(200);
    expect(headers['content-type']).toContain('text/csv');
    const lines = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Время,Сотрудник,Действие,Запись,Номер записи,Описание,Изменения,IP,Канал',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      'malika,import,warehouse,1,Урумчи,created: — → 40,203.0.113.9,import',
    );
    expect(lines[2]).toContain('pricePerUnit: 10.00 → 12.50');
  });

  it('is append-only: the service role can neither change, delete nor empty an entry', async () => {
    await expect(
      under.service.query(`UPDATE notifications.audit_entries SET username = 'someone-else'`),
    ).rejects.toThrow('audit entries are append-only: UPDATE refused');
    await expect(under.service.query(`DELETE FROM notifications.audit_entries`)).rejects.toThrow(
      'audit entries are append-only: DELETE refused',
    );
    await expect(under.service.query(`TRUNCATE notifications.audit_entries`)).rejects.toThrow(
      'audit entries are append-only: TRUNCATE refused',
    );
    expect((await list()).headers['x-total-count']).toBe('3');
  });
});
