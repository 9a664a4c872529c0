import type { DocumentLanguage } from '@silkway/contracts';

export interface DocumentTexts {
  invoice: string;
  packingList: string;
  label: string;
  order: string;
  date: string;
  client: string;
  destination: string;
  code: string;
  item: string;
  quantity: string;
  unitPrice: string;
  goods: string;
  transport: string;
  amount: string;
  weight: string;
  volume: string;
  total: string;
  remaining: string;
  pieces: string;
  kg: string;
  m3: string;
  page: string;
  scanToTrack: string;
}

/** The documents' own words in the product's four languages; names and codes print as typed. */
export const DOCUMENT_TEXTS: Record<DocumentLanguage, DocumentTexts> = {
  ru: {
    invoice: 'Счёт',
    packingList: 'Упаковочный лист',
    label: 'Этикетка',
    order: 'Заказ',
    date: 'Дата',
    client: 'Клиент',
    destination: 'Назначение',
    code: 'Код',
    item: 'Товар',
    quantity: 'Кол-во',
    unitPrice: 'Цена, USD',
    goods: 'Товар, USD',
    transport: 'Перевозка, USD',
    amount: 'Сумма, USD',
    weight: 'Вес, кг',
    volume: 'Объём, м³',
    total: 'Итого',
    remaining: 'Остаток к оплате, USD',
    pieces: 'шт.',
    kg: 'кг',
    m3: 'м³',
    page: 'Стр.',
    scanToTrack: 'Отсканируйте, чтобы отследить заказ',
  },
  tj: {
    invoice: 'Ҳисобнома',
    packingList: 'Варақаи бастабандӣ',
    label: 'Тамға',
    order: 'Фармоиш',
    date: 'Сана',
    client: 'Мизоҷ',
    destination: 'Макони таъинот',
    code: 'Рамз',
    item: 'Мол',
    quantity: 'Миқдор',
    unitPrice: 'Нарх, USD',
    goods: 'Мол, USD',
    transport: 'Интиқол, USD',
    amount: 'Маблағ, USD',
    weight: 'Вазн, кг',
    volume: 'Ҳаҷм, м³',
    total: 'Ҳамагӣ',
    remaining: 'Бақияи пардохт, USD',
    pieces: 'дона',
    kg: 'кг',
    m3: 'м³',
    page: 'Саҳ.',
    scanToTrack: 'Барои пайгирии фармоиш скан кунед',
  },
  en: {
    invoice: 'Invoice',
    packingList: 'Packing list',
    label: 'Label',
    order: 'Order',
    date: 'Date',
    client: 'Client',
    destination: 'Destination',
    code: 'Code',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Price, USD',
    goods: 'Goods, USD',
    transport: 'Freight, USD',
    amount: 'Amount, USD',
    weight: 'Weight, kg',
    volume: 'Volume, m³',
    total: 'Total',
    remaining: 'Balance due, USD',
    pieces: 'pcs',
    kg: 'kg',
    m3: 'm³',
    page: 'Page',
    scanToTrack: 'Scan to track the order',
  },
  zh: {
    invoice: '发票',
    packingList: '装箱单',
    label: '标签',
    order: '订单',
    date: '日期',
    client: '客户',
    destination: '目的地',
    code: '编号',
    item: '货物',
    quantity: '数量',
    unitPrice: '单价 USD',
    goods: '货款 USD',
    transport: '运费 USD',
    amount: '金额 USD',
    weight: '重量 kg',
    volume: '体积 m³',
    total: '合计',
    remaining: '待付余额 USD',
    pieces: '件',
    kg: 'kg',
    m3: 'm³',
    page: '页',
    scanToTrack: '扫码追踪订单',
  },
};
