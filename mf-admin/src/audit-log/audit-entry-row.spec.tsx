import type { AuditEntryAnswer } from '@silkway/contracts';
import { initI18n } from '@silkway/i18n';
import { render, screen } from '@testing-library/react';
import { AuditEntryRow } from './audit-entry-row.js';
import { registerAuditLogTranslations } from './audit-log-translations.js';

const entry = (overrides: Partial<AuditEntryAnswer>): AuditEntryAnswer => ({
  id: '6f1c1e5e-9a3b-4f43-9a43-7f0c8a6f2b11',
  at: '2026-11-20T10:15:00.000Z',
  username: 'owner',
  action: 'update',
  entity: 'item',
  entityId: '41',
  summary: 'KG-1 · Плитка',
  changes: [],
  ip: '127.0.0.1',
  via: 'ui',
  ...overrides,
});

const cellsOf = (label: string) =>
  [...screen.getByRole('row', { name: new RegExp(`^${label}`) }).querySelectorAll('td')].map(
    (cell) => cell.textContent,
  );

beforeEach(() => {
  initI18n('ru');
  registerAuditLogTranslations();
});

describe('Журнал entry', () => {
  it('names an item’s fields as the item form does and reads their values in Russian', () => {
    render(
      <AuditEntryRow
        entry={entry({
          changes: [
            { field: 'pricePerUnit', from: '10', to: '12.5' },
            { field: 'volumeType', from: 'kg', to: 'm³' },
            { field: 'paymentStatus', from: 'unpaid', to: 'paid' },
            { field: 'autoCalculate', from: 'true', to: 'false' },
          ],
        })}
      />,
    );
    expect(cellsOf('Цена за единицу, USD')).toEqual(['$10.00', '$12.50']);
    expect(cellsOf('Единица измерения')).toEqual(['кг', 'м³']);
    expect(cellsOf('Статус оплаты')).toEqual(['Постоплата', 'Оплачено']);
    expect(cellsOf('Автоматический расчёт')).toEqual(['Да', 'Нет']);
    expect(screen.queryByText('pricePerUnit')).toBeNull();
  });

  it('names other records’ fields by their own forms and keeps an unknown field’s name', () => {
    render(
      <AuditEntryRow
        entry={entry({
          entity: 'order',
          entityId: '9',
          changes: [
            { field: 'status', from: 'active', to: 'completed' },
            { field: 'legacyFlag', from: null, to: 'x' },
          ],
        })}
      />,
    );
    expect(cellsOf('Статус заказа')).toEqual(['Активный', 'Завершён']);
    expect(cellsOf('legacyFlag')).toEqual(['—', 'x']);
  });
});
