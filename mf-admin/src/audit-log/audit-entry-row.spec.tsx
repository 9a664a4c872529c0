import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditChange,
  type AuditEntity,
  type AuditEntryAnswer,
} from '@silkway/contracts';
import { initI18n, LANGUAGE_CODES, setLanguage } from '@silkway/i18n';
import { apiGet } from '@silkway/web-client';
import { act, screen, within } from '@testing-library/react';
import { CHANGE_FIELDS, COMMON_FIELDS, type ValueKind } from '../change-labels/index.js';
import { renderTab } from '../testing/index.js';
import { AuditEntryRow } from './audit-entry-row.js';
import { registerAuditLogTranslations } from './audit-log-translations.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const entry = (overrides: Partial<AuditEntryAnswer>): AuditEntryAnswer => ({
  id: '6f1c1e5e-9a3b-4f43-9a43-7f0c8a6f2b11',
  at: '2026-11-20T10:15:00.000Z',
  username: 'farhod',
  action: 'update',
  entity: 'item',
  entityId: '41',
  summary: 'KG-1 · Плитка',
  changes: [],
  ip: '127.0.0.1',
  via: 'ui',
  ...overrides,
});

/** The lists the names of referenced records come from: id 7 of each kind, and the colleague. */
function answerLists() {
  jest.mocked(apiGet).mockImplementation((url: string) => {
    const path = url.split('?')[0];
    if (path === '/api/admin/trucks') return Promise.resolve([{ id: 7, number: '01 TJ 777 AA' }]);
    if (path === '/api/admin/warehouses')
      return Promise.resolve([{ id: 7, name: 'Склад Душанбе' }]);
    if (path === '/api/admin/counterparties')
      return Promise.resolve([{ id: 7, name: 'Фирдавс Назаров' }]);
    if (path === '/api/admin/users')
      return Promise.resolve([{ username: 'farhod', fullName: 'Фарход Рахимов' }]);
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

/** A stored value of each kind, as the services write them (ids are 7). */
const sampleOf = (kind: ValueKind | undefined): string => {
  if (kind === undefined || kind === 'text') return 'Текст';
  if (typeof kind === 'object')
    return 'record' in kind ? (kind.record === 'user' ? 'farhod' : '7') : 'x';
  return {
    count: '3',
    measure: '12.500',
    money: '12.5',
    day: '2026-11-28',
    moment: '2026-11-28T09:30:00.000Z',
    yesNo: 'true',
    fileSize: '2048',
    photos: 'a.jpg\nb.jpg',
  }[kind];
};

/** Every field each kind of record may change, with a value of its kind; exchange rates per currency. */
function changesOf(entity: AuditEntity): AuditChange[] {
  if (entity === 'exchange-rate')
    return [{ field: 'TJS', from: null, to: '{"rate":10.9,"date":"2026-11-28"}' }];
  const fields = { ...COMMON_FIELDS, ...CHANGE_FIELDS[entity] };
  return Object.entries(fields).map(([field, spec]) => ({
    field,
    from: null,
    to: sampleOf(spec.value),
  }));
}

/** The record ids of the samples: a cell showing one of them shows an id, not a name. */
const RECORD_FIELDS = new Set(
  Object.values(CHANGE_FIELDS).flatMap((fields) =>
    Object.entries(fields ?? {})
      .filter(([, spec]) => typeof spec.value === 'object' && 'record' in spec.value)
      .map(([field]) => field),
  ),
);

beforeEach(async () => {
  registerAuditLogTranslations();
  answerLists();
  initI18n('ru');
  await setLanguage('ru');
});

describe('Журнал entry', () => {
  it.each(LANGUAGE_CODES)(
    'renders every kind of entry in words in %s: no braces, no bare ids, no field code names',
    async (language) => {
      for (const entity of AUDIT_ENTITIES) {
        const changes = changesOf(entity);
        const view = renderTab(
          <AuditEntryRow
            entry={entry({ entity, action: AUDIT_ACTIONS[entity.length % 3]!, changes })}
          />,
          '/admin/audit',
        );
        await act(() => setLanguage(language));
        // The colleague by name once the staff list has come.
        await screen.findAllByText('Фарход Рахимов');
        const article = screen.getByRole('article');
        expect([entity, article.textContent]).not.toEqual([entity, expect.stringContaining('{')]);
        const rows = within(article).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(changes.length);
        rows.forEach((row, index) => {
          const { field } = changes[index]!;
          const label = within(row).getByRole('rowheader').textContent;
          // A field's label in words; an exchange rate's field is its currency's code.
          if (entity !== 'exchange-rate') expect([entity, label]).not.toEqual([entity, field]);
          const after = row.querySelectorAll('td')[1]!.textContent;
          if (RECORD_FIELDS.has(field))
            expect([entity, field, after]).not.toEqual([
              entity,
              field,
              expect.stringMatching(/^(7|farhod)$/),
            ]);
        });
        view.unmount();
      }
    },
  );

  it('reads a rate change as the rate and the day it holds from', async () => {
    renderTab(
      <AuditEntryRow
        entry={entry({
          entity: 'exchange-rate',
          entityId: '2026-11-28',
          summary: '2026-11-28',
          changes: [{ field: 'TJS', from: null, to: '{"rate":10.9,"date":"2026-11-28"}' }],
        })}
      />,
      '/admin/audit',
    );
    expect((await screen.findByRole('row', { name: /^TJS/ })).textContent).toBe(
      'TJS—10,90 за $1 с 28.11.2026',
    );
    screen.getByText('Курсы валют 28.11.2026');
  });

  it('names who voided a payment, the client and the truck by their names, money as elsewhere', async () => {
    renderTab(
      <AuditEntryRow
        entry={entry({
          entity: 'payment',
          entityId: '12',
          summary: 'Фирдавс Назаров · 5000 TJS',
          changes: [
            { field: 'voidedBy', from: null, to: 'farhod' },
            { field: 'voidReason', from: null, to: 'Ошибка суммы' },
            { field: 'counterpartyId', from: null, to: '7' },
            { field: 'amountUsd', from: null, to: '456.62' },
          ],
        })}
      />,
      '/admin/audit',
    );
    await screen.findByRole('row', { name: /^Отменил.*Фарход Рахимов/ });
    expect(screen.getByRole('row', { name: /^Причина отмены/ }).textContent).toContain(
      'Ошибка суммы',
    );
    expect(screen.getByRole('row', { name: /^Клиент/ }).textContent).toContain('Фирдавс Назаров');
    expect(screen.getByRole('row', { name: /^Сумма в долларах/ }).textContent).toMatch(
      /456,62\sUSD/,
    );
    screen.getByText('Платёж Фирдавс Назаров · 5000 TJS');
  });

  it('names an item’s fields as the item form does and reads its truck by plate', async () => {
    renderTab(
      <AuditEntryRow
        entry={entry({
          changes: [
            { field: 'pricePerUnit', from: '10', to: '12.5' },
            { field: 'volumeType', from: 'kg', to: 'm³' },
            { field: 'paymentStatus', from: 'unpaid', to: 'paid' },
            { field: 'autoCalculate', from: 'true', to: 'false' },
            { field: 'truckId', from: null, to: '7' },
          ],
        })}
      />,
      '/admin/audit',
    );
    await screen.findByRole('row', { name: /01 TJ 777 AA/ });
    const cells = (label: string) =>
      [...screen.getByRole('row', { name: new RegExp(`^${label}`) }).querySelectorAll('td')].map(
        (cell) => cell.textContent?.replace(/\s/g, ' '),
      );
    expect(cells('Цена за единицу, USD')).toEqual(['10,00 USD', '12,50 USD']);
    expect(cells('Единица измерения')).toEqual(['кг', 'м³']);
    expect(cells('Статус оплаты')).toEqual(['Постоплата', 'Оплачено']);
    expect(cells('Автоматический расчёт')).toEqual(['Да', 'Нет']);
    expect(screen.queryByText('pricePerUnit')).toBeNull();
    screen.getByText('Товар KG-1 · Плитка');
  });
});
