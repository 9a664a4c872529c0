import { initI18n } from '@silkway/i18n';
import i18next from 'i18next';
import { changeLabelsOf } from './change-labels.js';
import { registerChangeLabelsTranslations } from './change-labels-translations.js';

beforeAll(() => {
  initI18n('ru');
  registerChangeLabelsTranslations();
});
afterEach(() => i18next.changeLanguage('ru'));

const item = () => changeLabelsOf(i18next, 'item');

describe('an item change in words (the labels of the item form)', () => {
  it.each([
    ['volumeType', 'Единица измерения'],
    ['weight', 'Вес, кг'],
    ['pricePerUnit', 'Цена за единицу, USD'],
    ['paymentStatus', 'Статус оплаты'],
    ['autoCalculate', 'Автоматический расчёт'],
    ['fromInventory', 'Из склада'],
    ['expectedDeliveryDate', 'Ожидаемая доставка'],
    ['rawText', 'Исходный текст'],
  ])('names %s "%s"', (field, label) => {
    expect(item().fieldLabel(field)).toBe(label);
  });

  it.each([
    ['volumeType', 'kg', 'кг'],
    ['volumeType', 'm³', 'м³'],
    ['paymentStatus', 'unpaid', 'Постоплата'],
    ['paymentStatus', 'partial', 'Частично оплачено'],
    ['autoCalculate', 'true', 'Да'],
    ['fromInventory', 'false', 'Нет'],
    ['transport', 'ЖД', 'ЖД'],
    ['status', 'Отправлено', 'Отправлено'],
    ['pricePerUnit', '1234.5', '1\u00a0234,50\u00a0USD'],
    ['weight', '12.500', '12,5'],
    ['quantity', '3', '3'],
    ['photos', '/api/files/1\n/api/files/2', 'Фото: 2'],
  ])('reads %s %p as %p', (field, value, text) => {
    expect(item().valueText(field, value)).toBe(text);
  });

  it("names each item's field of a change of several items at once (one entry on the order)", () => {
    const order = changeLabelsOf(i18next, 'order');
    expect(order.fieldLabel('B-1 #12: paymentStatus')).toBe('B-1 #12: Статус оплаты');
    expect(order.valueText('B-1 #12: paymentStatus', 'unpaid')).toBe('Постоплата');
    expect(order.valueText('B-1 #12: truckNumber', null)).toBeNull();
  });

  it('writes a day as the reader writes it', () => {
    expect(item().valueText('shipmentDate', '2026-03-07')).toBe('07.03.2026');
  });

  it('leaves empty values empty, for each screen to say so its way', () => {
    expect(item().valueText('comments', null)).toBeNull();
    expect(item().valueText('comments', '')).toBeNull();
  });

  it('keeps a field no form names and its value as stored', () => {
    expect(item().fieldLabel('somethingNew')).toBe('somethingNew');
    expect(item().valueText('somethingNew', 'x1')).toBe('x1');
    expect(item().valueText('somethingNew', 'true')).toBe('Да');
    // A value outside a vocabulary, or one a number format cannot read, stays as stored.
    expect(item().valueText('paymentStatus', 'barter')).toBe('barter');
    expect(item().valueText('pricePerUnit', 'n/a')).toBe('n/a');
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('en');
    expect(item().fieldLabel('volumeType')).not.toBe('Единица измерения');
    expect(item().valueText('autoCalculate', 'true')).toBe('Yes');
    expect(item().valueText('transport', 'ЖД')).not.toBe('ЖД');
  });
});

describe('other records in Журнал', () => {
  it('names an order by its form and its status as the selector does', () => {
    const order = changeLabelsOf(i18next, 'order');
    expect(order.fieldLabel('counterpartyId')).toBe('Контрагент');
    expect(order.valueText('status', 'completed')).toBe('Завершён');
  });

  it('names counterparty, warehouse and truck fields by their forms', () => {
    expect(changeLabelsOf(i18next, 'counterparty').fieldLabel('taxId')).toBe('ИНН');
    expect(changeLabelsOf(i18next, 'counterparty').valueText('type', 'supplier')).toBe('Поставщик');
    expect(changeLabelsOf(i18next, 'warehouse').valueText('isActive', 'false')).toBe('Нет');
    expect(changeLabelsOf(i18next, 'truck').fieldLabel('number')).toBe('Номер трака');
  });

  it('names the common fields of records without a form here, a size in Russian units', () => {
    const document = changeLabelsOf(i18next, 'document');
    expect(document.fieldLabel('name')).toBe('Название');
    expect(document.fieldLabel('fileSize')).toBe('Размер');
    expect(document.valueText('fileSize', '41')?.replace(/\s/g, ' ')).toBe('41 Б');
  });
});
