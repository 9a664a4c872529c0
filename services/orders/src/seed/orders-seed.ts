import {
  itemCreateBody,
  type ItemCreateInput,
  orderCreateBody,
  type OrderCreateInput,
} from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { Counterparty } from '../entities/counterparty.entity.js';
import { OrderItem } from '../entities/order-item.entity.js';
import { Order } from '../entities/order.entity.js';

const CLIENTS = [
  {
    name: 'Фирдавс Назаров',
    company: 'ООО «Памир Трейд»',
    phone: '+992 93 512 44 10',
    address: 'Душанбе, ул. Рудаки 45',
    type: 'client' as const,
    creditLimit: 15000,
  },
  {
    name: 'Мадина Рахимова',
    company: 'ИП Рахимова',
    phone: '+992 90 771 20 35',
    address: 'Худжанд, ул. Ленина 12',
    type: 'client' as const,
    creditLimit: 5000,
  },
  {
    name: 'Zhang Wei',
    company: 'Yiwu Homeware Co., Ltd.',
    phone: '+86 579 8552 0311',
    address: 'Yiwu, Futian Market, District 2',
    type: 'supplier' as const,
    creditLimit: 0,
  },
];

type DemoOrder = OrderCreateInput & { client?: number; daysAgo: number; items: ItemCreateInput[] };

/** Chinese goods on their way to Dushanbe, as the back office sees them on a fresh install. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    name: 'Текстиль для швейного цеха',
    code: 'SW-Y4VS-BETA',
    client: 0,
    daysAgo: 41,
    status: 'completed',
    destination: 'Таджикистан/Душанбе',
    items: [
      {
        code: 'TX-101',
        name: 'Ткань хлопок 150 см',
        quantity: 40,
        weight: '1200',
        pricePerUnit: '85.00',
        transportPrice: '0.95',
        status: 'Доставлено',
        paymentStatus: 'paid',
        warehouseName: 'Гуанчжоу',
        characteristics: 'рулоны по 50 м',
      },
      {
        code: 'TX-102',
        name: 'Нитки полиэстер',
        quantity: 300,
        weight: '180',
        pricePerUnit: '1.20',
        transportPrice: '0.95',
        status: 'Доставлено',
        paymentStatus: 'paid',
        warehouseName: 'Гуанчжоу',
      },
    ],
  },
  {
    name: 'Бытовая техника для магазина',
    code: 'SW-ZGZQ-ZZ7Z',
    client: 0,
    daysAgo: 33,
    destination: 'Таджикистан/Душанбе',
    expectedDelivery: '2026-12-18',
    items: [
      {
        code: 'HA-210',
        name: 'Чайник электрический 1,8 л',
        quantity: 120,
        volumeType: 'm³',
        volume: '2.4',
        pricePerUnit: '6.50',
        transportPrice: '210',
        status: 'Отправлено',
        paymentStatus: 'prepaid',
        remainingAmount: '600',
        warehouseName: 'Иу',
      },
      {
        code: 'HA-211',
        name: 'Блендер погружной',
        quantity: 60,
        volumeType: 'm³',
        volume: '1.1',
        pricePerUnit: '9.80',
        transportPrice: '210',
        status: 'Отправлено',
        paymentStatus: 'unpaid',
        warehouseName: 'Иу',
      },
    ],
  },
  {
    name: 'Запчасти для грузовиков Shacman',
    code: 'SW-JFHD-V57N',
    client: 1,
    daysAgo: 28,
    destination: 'Таджикистан/Худжанд',
    expectedDelivery: '2026-12-10',
    items: [
      {
        code: 'SP-330',
        name: 'Тормозные колодки',
        quantity: 80,
        weight: '640',
        pricePerUnit: '14.00',
        transportPrice: '1.10',
        status: 'Отправлено',
        paymentStatus: 'partial',
        remainingAmount: '500',
        warehouseName: 'Урумчи',
        transport: 'Авто',
      },
      {
        code: 'SP-331',
        name: 'Фильтр масляный',
        quantity: 150,
        weight: '225',
        pricePerUnit: '3.40',
        transportPrice: '1.10',
        status: 'Отправлено',
        paymentStatus: 'unpaid',
        warehouseName: 'Урумчи',
      },
    ],
  },
  {
    name: 'Посуда для ресторана «Рохат»',
    code: 'SW-V8BX-JRUY',
    client: 0,
    daysAgo: 21,
    destination: 'Таджикистан/Душанбе',
    items: [
      {
        code: 'KW-401',
        name: 'Тарелки фарфоровые',
        quantity: 500,
        volumeType: 'm³',
        volume: '1.8',
        pricePerUnit: '1.15',
        transportPrice: '190',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Иу',
      },
      {
        code: 'KW-402',
        name: 'Казан чугунный 12 л',
        quantity: 20,
        weight: '240',
        pricePerUnit: '22.00',
        transportPrice: '0.90',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Иу',
      },
    ],
  },
  {
    name: 'Солнечные панели для фермы',
    code: 'SW-W5JK-HE5T',
    client: 1,
    daysAgo: 18,
    destination: 'Таджикистан/Бохтар',
    expectedDelivery: '2027-01-15',
    items: [
      {
        code: 'SL-550',
        name: 'Панель 550 Вт монокристалл',
        quantity: 36,
        volumeType: 'm³',
        volume: '4.2',
        pricePerUnit: '78.00',
        transportPrice: '230',
        status: 'На складе',
        paymentStatus: 'prepaid',
        remainingAmount: '1800',
        warehouseName: 'Гуанчжоу',
        transport: 'ЖД',
      },
      {
        code: 'SL-551',
        name: 'Инвертор гибридный 5 кВт',
        quantity: 4,
        weight: '92',
        pricePerUnit: '420.00',
        transportPrice: '1.20',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Гуанчжоу',
        transport: 'ЖД',
      },
    ],
  },
  {
    name: 'Детская одежда, осенняя коллекция',
    code: 'SW-J7TS-2TSP',
    client: 1,
    daysAgo: 15,
    status: 'completed',
    destination: 'Таджикистан/Худжанд',
    items: [
      {
        code: 'KD-610',
        name: 'Куртки детские',
        quantity: 200,
        weight: '160',
        pricePerUnit: '7.50',
        transportPrice: '2.10',
        status: 'Доставлено',
        paymentStatus: 'paid',
        warehouseName: 'Гуанчжоу',
        transport: 'Авиа',
      },
    ],
  },
  {
    name: 'Строительный крепёж',
    code: 'SW-C5FA-FQNM',
    client: 0,
    daysAgo: 12,
    destination: 'Таджикистан/Душанбе',
    expectedDelivery: '2026-12-25',
    items: [
      {
        code: 'FX-701',
        name: 'Саморезы по металлу, коробка 1000 шт',
        quantity: 90,
        weight: '450',
        pricePerUnit: '4.60',
        transportPrice: '0.80',
        status: 'Отправлено',
        paymentStatus: 'unpaid',
        warehouseName: 'Урумчи',
      },
      {
        code: 'FX-702',
        name: 'Анкер-болт 10×100',
        quantity: 40,
        weight: '120',
        pricePerUnit: '6.30',
        transportPrice: '0.80',
        status: 'Отправлено',
        paymentStatus: 'unpaid',
        warehouseName: 'Урумчи',
      },
    ],
  },
  {
    name: 'Светодиодное освещение для офиса',
    code: 'SW-H5UF-9D9D',
    client: 0,
    daysAgo: 9,
    destination: 'Таджикистан/Душанбе',
    items: [
      {
        code: 'LD-801',
        name: 'Панель LED 600×600 40 Вт',
        quantity: 150,
        volumeType: 'm³',
        volume: '2.0',
        pricePerUnit: '8.90',
        transportPrice: '200',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Иу',
      },
    ],
  },
  {
    name: 'Образцы мебели для шоурума',
    code: 'SW-PHBK-9NU9',
    client: 1,
    daysAgo: 7,
    destination: 'Таджикистан/Душанбе',
    items: [
      {
        code: 'FN-901',
        name: 'Диван угловой',
        quantity: 2,
        volumeType: 'm³',
        volume: '3.6',
        pricePerUnit: '310.00',
        transportPrice: '180',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Фошань',
      },
      {
        code: 'FN-902',
        name: 'Стол обеденный, массив',
        quantity: 1,
        volumeType: 'm³',
        volume: '0.9',
        pricePerUnit: '260.00',
        transportPrice: '180',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Фошань',
      },
    ],
  },
  {
    name: 'Телефоны и аксессуары',
    code: 'SW-U693-ZMH5',
    client: 0,
    daysAgo: 5,
    destination: 'Таджикистан/Душанбе',
    expectedDelivery: '2026-12-05',
    items: [
      {
        code: 'PH-120',
        name: 'Защитное стекло',
        quantity: 1000,
        weight: '45',
        pricePerUnit: '0.35',
        transportPrice: '4.50',
        status: 'Отправлено',
        paymentStatus: 'paid',
        warehouseName: 'Шэньчжэнь',
        transport: 'Авиа',
      },
      {
        code: 'PH-121',
        name: 'Кабель USB-C 1 м',
        quantity: 800,
        weight: '64',
        pricePerUnit: '0.55',
        transportPrice: '4.50',
        status: 'Отправлено',
        paymentStatus: 'paid',
        warehouseName: 'Шэньчжэнь',
        transport: 'Авиа',
      },
    ],
  },
  {
    name: 'Упаковка для кондитерской',
    code: 'SW-BNJK-GFSE',
    daysAgo: 3,
    destination: 'Таджикистан/Душанбе',
    items: [
      {
        code: 'PK-150',
        name: 'Коробки для тортов',
        quantity: 2000,
        volumeType: 'm³',
        volume: '3.0',
        pricePerUnit: '0.28',
        transportPrice: '185',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Иу',
      },
    ],
  },
  {
    name: 'Оборудование для пекарни',
    code: 'SW-84CU-9JU9',
    client: 1,
    daysAgo: 1,
    destination: 'Таджикистан/Душанбе',
    comments: 'Клиент просит отправить одной машиной',
    items: [
      {
        code: 'BK-300',
        name: 'Печь конвекционная',
        quantity: 1,
        weight: '210',
        pricePerUnit: '1450.00',
        transportPrice: '1.05',
        status: 'На складе',
        paymentStatus: 'prepaid',
        remainingAmount: '700',
        warehouseName: 'Гуанчжоу',
      },
      {
        code: 'BK-301',
        name: 'Тестомес 30 л',
        quantity: 2,
        weight: '190',
        pricePerUnit: '520.00',
        transportPrice: '1.05',
        status: 'На складе',
        paymentStatus: 'unpaid',
        warehouseName: 'Гуанчжоу',
      },
    ],
  },
];

/**
 * ~12 demo orders with items, when the orders table is empty (so it never touches real data).
 * Totals come from the same product.md §9 rules as the API. Answers how many orders it added.
 */
export async function seedOrders(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    if ((await manager.count(Order)) > 0) return 0;
    const clients = await manager.save(
      CLIENTS.map((client) =>
        Counterparty.create({ ...client, email: null, taxId: null, comments: null }),
      ),
    );
    for (const { client, daysAgo, items, ...fields } of DEMO_ORDERS) {
      const createdAt = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
      const order = await manager.save(
        Object.assign(
          Order.create(
            orderCreateBody.parse({
              ...fields,
              counterpartyId: client === undefined ? null : clients[client]!.id,
            }),
          ),
          { createdAt },
        ),
      );
      for (const input of items) {
        const { photos, ...itemFields } = itemCreateBody.parse(input);
        await manager.save(
          Object.assign(OrderItem.create(order.id, itemFields, photos, null), {
            createdAt,
            statusChangedAt: createdAt,
          }),
        );
      }
    }
    return DEMO_ORDERS.length;
  });
}
