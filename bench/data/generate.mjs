// The bench volume, written straight into a migrated database with set-based SQL (minutes, not
// hours through the API): 2,000 counterparties, 100,000 orders, 1,000,000 items, 20,000 stock lines
// in six warehouses, 40 trucks and the truck-load projection of the items on them. Every random
// choice comes from PostgreSQL's random() after setseed(), in one session without parallel
// workers, so the same seed and scale give the same rows. Secondary indexes of the filled tables
// are dropped during the load and rebuilt from their own definitions afterwards (much faster than
// maintaining six trigram indexes row by row).
import pg from 'pg';

export const FULL_VOLUME = {
  counterparties: 2_000,
  orders: 100_000,
  itemsPerOrder: 10,
  stockLines: 20_000,
  trucks: 40,
};

const MALE_NAMES = [
  'Фирдавс',
  'Алишер',
  'Рустам',
  'Сергей',
  'Бахтиёр',
  'Фаррух',
  'Алексей',
  'Шерзод',
  'Дмитрий',
  'Умед',
  'Джамшед',
  'Комрон',
];
const FEMALE_NAMES = [
  'Мадина',
  'Зарина',
  'Нигина',
  'Ольга',
  'Дилноза',
  'Мехрона',
  'Екатерина',
  'Гулнора',
  'Наталья',
  'Парвина',
  'Шахноза',
  'Сабина',
];
// Male forms; the female form adds «а» (Назаров → Назарова).
const SURNAMES = [
  'Назаров',
  'Рахимов',
  'Каримов',
  'Саидов',
  'Иванов',
  'Петров',
  'Шарипов',
  'Юсупов',
  'Холов',
  'Мирзоев',
  'Сафаров',
  'Кузнецов',
  'Одинаев',
  'Давлатов',
  'Смирнов',
];
const LATIN_PEOPLE = [
  'Zhang Wei',
  'Li Na',
  'Wang Fang',
  'Chen Jun',
  'Liu Yang',
  'Zhao Lei',
  'Huang Min',
  'Farhod Rahimov',
  'Malika Nazarova',
  'Jasur Karimov',
  'Timur Saidov',
  'Sitora Yusupova',
];
const COMPANY_WORDS = [
  'Памир',
  'Согд',
  'Хатлон',
  'Вахш',
  'Зарафшан',
  'Шёлковый путь',
  'Восток',
  'Азия',
  'Регар',
  'Сомон',
  'Pamir',
  'Silk Road',
  'Yiwu',
  'Guangzhou',
  'Kashgar',
  'Tianshan',
  'Dragon',
  'Golden Bridge',
  'Oriental',
  'Caravan',
];
const COMPANY_KINDS = [
  'ООО «%» Трейд',
  'ООО «%»',
  'ИП «%»',
  'ОАО «%» Логистик',
  '% Trading Co., Ltd.',
  '% Import LLC',
  '% Logistics',
  '% Group',
];
const CITIES = ['Душанбе', 'Худжанд', 'Бохтар', 'Куляб', 'Истаравшан', 'Пенджикент'];
const ORDER_SUBJECTS = [
  'Текстиль для швейного цеха',
  'Бытовая техника для магазина',
  'Запчасти для грузовиков Shacman',
  'Посуда для ресторана',
  'Солнечные панели для фермы',
  'Детская одежда',
  'Строительный крепёж',
  'Светодиодное освещение',
  'Мебель для шоурума',
  'Телефоны и аксессуары',
  'Упаковка для кондитерской',
  'Оборудование для пекарни',
  'Сантехника для гостиницы',
  'Кабельная продукция',
  'Игрушки к Новому году',
  'Спецодежда для стройки',
  'Шины для автопарка',
  'Отделочные материалы',
  'Медицинские расходники',
  'Канцелярия для школ',
];
// [code prefix, name, kg or m³, typical weight per unit (kg) or volume per unit (m³), price per unit]
const PRODUCTS = [
  ['TX', 'Ткань хлопок 150 см', 'kg', 30, 85],
  ['TX', 'Нитки полиэстер', 'kg', 0.6, 1.2],
  ['HA', 'Чайник электрический 1,8 л', 'm³', 0.02, 6.5],
  ['HA', 'Блендер погружной', 'm³', 0.018, 9.8],
  ['SP', 'Тормозные колодки Shacman', 'kg', 8, 14],
  ['SP', 'Фильтр масляный Weichai', 'kg', 1.5, 3.4],
  ['KW', 'Тарелки фарфоровые', 'm³', 0.004, 1.15],
  ['KW', 'Казан чугунный 12 л', 'kg', 12, 22],
  ['SL', 'Панель 550 Вт монокристалл', 'm³', 0.12, 78],
  ['SL', 'Инвертор гибридный 5 кВт', 'kg', 23, 420],
  ['KD', 'Куртка детская', 'kg', 0.8, 7.5],
  ['FX', 'Саморезы по металлу, коробка 1000 шт', 'kg', 5, 4.6],
  ['FX', 'Анкер-болт 10×100', 'kg', 3, 6.3],
  ['LD', 'Панель LED 600×600 40 Вт', 'm³', 0.013, 8.9],
  ['FN', 'Диван угловой', 'm³', 1.8, 310],
  ['FN', 'Стол обеденный, массив', 'm³', 0.9, 260],
  ['PH', 'Защитное стекло', 'kg', 0.05, 0.35],
  ['PH', 'Кабель USB-C 1 м', 'kg', 0.08, 0.55],
  ['PK', 'Коробки для тортов', 'm³', 0.0015, 0.28],
  ['BK', 'Печь конвекционная', 'kg', 210, 1450],
  ['BK', 'Тестомес 30 л', 'kg', 95, 520],
  ['SN', 'Смеситель для раковины', 'kg', 1.2, 11],
  ['SN', 'Унитаз компакт', 'm³', 0.15, 48],
  ['CB', 'Кабель ВВГнг 3×2,5', 'kg', 0.12, 0.9],
  ['CB', 'Power cable YJV 4×16', 'kg', 0.9, 5.2],
  ['TY', 'Конструктор пластиковый', 'm³', 0.006, 3.1],
  ['WW', 'Куртка рабочая утеплённая', 'kg', 1.4, 12],
  ['TR', 'Шина 315/80 R22.5 Triangle', 'kg', 68, 190],
  ['FM', 'Ламинат 8 мм, упаковка', 'kg', 16, 9.5],
  ['MD', 'Перчатки нитриловые, коробка 100 шт', 'kg', 0.6, 3.2],
  ['ST', 'Тетрадь 48 листов', 'kg', 0.15, 0.22],
  ['EL', 'LED strip 5050 RGB 5 m', 'kg', 0.2, 2.4],
  ['EL', 'Smart watch T500', 'kg', 0.1, 6.8],
  ['ZH', '保温杯 Термос 500 мл', 'kg', 0.35, 2.9],
  ['ZH', '电饭煲 Рисоварка 5 л', 'm³', 0.03, 18],
  ['ZH', '茶具套装 Чайный сервиз', 'kg', 1.1, 7.4],
];
const VARIANTS = [
  '',
  ' белый',
  ' чёрный',
  ' серый',
  ' синий',
  ', эконом',
  ', премиум',
  ' (partia A)',
  ' (partia B)',
  ' XL',
  ' M',
  ' 2 шт',
];
const ITEM_STATUSES = ['На складе', 'На складе', 'Отправлено', 'Отправлено', 'Доставлено'];
const PAYMENT_STATUSES = ['unpaid', 'unpaid', 'prepaid', 'partial', 'paid'];
const TRANSPORTS = ['Авто', 'Авто', 'Авто', 'ЖД', 'Авиа'];
const WAREHOUSES = [
  ['Гуанчжоу', 'Китай, Гуанчжоу, район Байюнь'],
  ['Иу', 'Китай, Иу, рынок Футянь'],
  ['Урумчи', 'Китай, Урумчи, Нефтяной проезд 7'],
  ['Шэньчжэнь', 'Китай, Шэньчжэнь, Лунган'],
  ['Фошань', 'Китай, Фошань, Лэцун'],
  ['Душанбе', 'Таджикистан, Душанбе, ул. Айни 120'],
];

/** Shared volumes of one run; `scale` shrinks every count (at least a handful of each). */
export function volumeAt(scale) {
  const at = (count, least) => Math.max(least, Math.round(count * scale));
  return {
    counterparties: at(FULL_VOLUME.counterparties, 20),
    orders: at(FULL_VOLUME.orders, 100),
    itemsPerOrder: FULL_VOLUME.itemsPerOrder,
    stockLines: at(FULL_VOLUME.stockLines, 100),
    trucks: at(FULL_VOLUME.trucks, 4),
  };
}

/** `pick($n)` in SQL: one random element of the text array parameter $n. */
const pick = (parameter) =>
  `(${parameter}::text[])[1 + floor(random() * cardinality(${parameter}::text[]))::int]`;

/** Drops the secondary indexes of the tables (keys and constraints stay) and answers how to rebuild them. */
async function dropSecondaryIndexes(client, tables) {
  const { rows } = await client.query(
    `SELECT i.schemaname, i.indexname, i.indexdef
       FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = i.schemaname
      WHERE i.schemaname || '.' || i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`,
    [tables],
  );
  for (const { schemaname, indexname } of rows)
    await client.query(`DROP INDEX "${schemaname}"."${indexname}"`);
  return rows.map((row) => row.indexdef);
}

/**
 * Fills the database behind `databaseUrl` (migrated by the services) and answers samples of what
 * it made for the scenarios.
 */
export async function generate(databaseUrl, { scale = 1, seed = 0.42, log = console.log } = {}) {
  const volume = volumeAt(scale);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label, sql, parameters) => {
    const started = performance.now();
    const result = await client.query(sql, parameters);
    log(
      `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  try {
    await client.query(`SET max_parallel_workers_per_gather = 0`); // random() stays in one sequence
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(`SET synchronous_commit = off`);
    const rebuild = await dropSecondaryIndexes(client, [
      'orders.counterparties',
      'orders.orders',
      'orders.order_items',
      'inventory.inventory_items',
      'inventory.truck_loads',
    ]);
    await client.query('SELECT setseed($1)', [seed]);

    const firstId = async (table) =>
      Number(
        (await client.query(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`)).rows[0].id,
      );
    const counterpartyFrom = await firstId('orders.counterparties');
    await step(
      'counterparties',
      `INSERT INTO orders.counterparties (name, company, email, phone, address, type, credit_limit, created_at, updated_at)
       SELECT person, replace(${pick('$3')}, '%', ${pick('$4')}),
              'client' || g || '@example.tj',
              '+992 9' || (0 + floor(random() * 10)::int) || ' ' || lpad(floor(random() * 1000)::text, 3, '0') || ' ' || lpad(floor(random() * 10000)::text, 4, '0'),
              ${pick('$5')} || ', ул. Рудаки ' || (1 + floor(random() * 200)::int),
              (ARRAY['client', 'client', 'client', 'supplier', 'both'])[1 + floor(random() * 5)::int],
              round((random() * 20000)::numeric, -2), stamp, stamp
         FROM (SELECT g, CASE WHEN random() < 0.25 THEN ${pick('$7')}
                              WHEN random() < 0.5 THEN ${pick('$1')} || ' ' || ${pick('$8')}
                              ELSE ${pick('$2')} || ' ' || ${pick('$8')} || 'а' END AS person,
                      now() - random() * interval '900 days' AS stamp
                 FROM generate_series(1, $6::int) g) s`,
      [
        MALE_NAMES,
        FEMALE_NAMES,
        COMPANY_KINDS,
        COMPANY_WORDS,
        CITIES,
        volume.counterparties,
        LATIN_PEOPLE,
        SURNAMES,
      ],
    );

    const warehouses = await step(
      'warehouses',
      `INSERT INTO inventory.warehouses (name, location, address, capacity, manager, phone)
       SELECT 'Склад ' || name, name, address, 5000, 'Менеджер склада ' || name, '+86 20 8000 000' || n
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(name, address, n)
       RETURNING id, name`,
      [WAREHOUSES.map(([name]) => name), WAREHOUSES.map(([, address]) => address)],
    );
    const warehouseIds = warehouses.rows.map((row) => row.id);
    const trucks = await step(
      'trucks',
      `INSERT INTO inventory.trucks (number, capacity, status)
       SELECT lpad((1000 + g * 37 % 9000)::text, 4, '0') || ' ' || chr(65 + g % 26) || chr(65 + g * 7 % 26) || ' 0' || (1 + g % 9),
              20000, CASE WHEN g % 3 = 0 THEN 'В пути' ELSE 'Свободен' END
         FROM generate_series(1, $1::int) g
       RETURNING id`,
      [volume.trucks],
    );
    const truckIds = trucks.rows.map((row) => row.id);

    const orderFrom = await firstId('orders.orders');
    await step(
      'orders',
      `INSERT INTO orders.orders (name, code, comments, counterparty_id, status, warehouse, destination, expected_delivery, created_at, updated_at)
       SELECT ${pick('$1')} || ' №' || g, 'SW-' || (300000 + g),
              CASE WHEN random() < 0.1 THEN 'Клиент просит отправить одной машиной' END,
              CASE WHEN random() < 0.97 THEN $3::int + floor(random() * $4::int)::int END,
              CASE WHEN random() < 0.35 THEN 'completed' ELSE 'active' END,
              ${pick('$5')}, 'Таджикистан/' || ${pick('$2')},
              (stamp + (20 + floor(random() * 40)::int) * interval '1 day')::date, stamp, stamp
         FROM (SELECT g, now() - ($6::int - g) * interval '9 minutes' - random() * interval '5 minutes' AS stamp
                 FROM generate_series(1, $6::int) g) s`,
      [
        ORDER_SUBJECTS,
        CITIES,
        counterpartyFrom,
        volume.counterparties,
        WAREHOUSES.map(([name]) => name),
        volume.orders,
      ],
    );

    // One row per product, so a random index picks name, unit and prices that belong together.
    await client.query(
      `CREATE TEMP TABLE bench_products (n int PRIMARY KEY, prefix text, name text, unit text, measure numeric, price numeric)`,
    );
    await client.query(
      `INSERT INTO bench_products SELECT n, p, name, unit, measure, price
         FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[]) WITH ORDINALITY AS t(p, name, unit, measure, price, n)`,
      [
        PRODUCTS.map((p) => p[0]),
        PRODUCTS.map((p) => p[1]),
        PRODUCTS.map((p) => p[2]),
        PRODUCTS.map((p) => p[3]),
        PRODUCTS.map((p) => p[4]),
      ],
    );
    await step(
      'order items',
      `INSERT INTO orders.order_items (order_id, code, name, quantity, characteristics, delivery_period, destination, transport, volume_type,
                                       transport_price, price_per_unit, total_price, total_transport_cost, volume, weight, status, payment_status,
                                       warehouse_id, warehouse_name, truck_id, total_amount, remaining_amount, created_at, status_changed_at, updated_at)
       SELECT order_id, code, priced.name, quantity, characteristics, delivery_period, destination, transport, unit,
              transport_price, price, goods + transport_total, transport_total, volume, weight, status, payment,
              warehouse_id, w.name, CASE WHEN status = 'Отправлено' THEN truck_id END, goods + transport_total,
              CASE payment WHEN 'paid' THEN 0 WHEN 'unpaid' THEN goods + transport_total ELSE round((goods + transport_total) / 2, 2) END,
              priced.created_at, priced.created_at + interval '1 day' * floor(random() * 10), priced.created_at
         FROM (SELECT *, round(CASE WHEN unit = 'kg' THEN quantity * price ELSE quantity * volume * price END, 2) AS goods,
                         round(CASE WHEN unit = 'kg' THEN weight ELSE volume END * transport_price, 2) AS transport_total
                 FROM (SELECT o.id AS order_id, p.prefix || '-' || (100 + (o.id * 7 + line) % 900) || '-' || line AS code,
                              p.name || (ARRAY${sqlTextArray(VARIANTS)})[1 + floor(random() * ${VARIANTS.length})::int] AS name,
                              quantity, p.unit, p.price,
                              CASE WHEN random() < 0.3 THEN 'рулоны по 50 м' END AS characteristics,
                              10 + floor(random() * 40)::int AS delivery_period, o.destination,
                              (ARRAY${sqlTextArray(TRANSPORTS)})[1 + floor(random() * ${TRANSPORTS.length})::int] AS transport,
                              CASE WHEN p.unit = 'kg' THEN round((0.8 + random() * 0.8)::numeric, 2) ELSE round((150 + random() * 80)::numeric, 2) END AS transport_price,
                              CASE WHEN p.unit = 'm³' THEN round(p.measure * quantity, 3) ELSE 0 END AS volume,
                              CASE WHEN p.unit = 'kg' THEN round(p.measure * quantity, 3) ELSE 0 END AS weight,
                              (ARRAY${sqlTextArray(ITEM_STATUSES)})[1 + floor(random() * ${ITEM_STATUSES.length})::int] AS status,
                              (ARRAY${sqlTextArray(PAYMENT_STATUSES)})[1 + floor(random() * ${PAYMENT_STATUSES.length})::int] AS payment,
                              ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int] AS warehouse_id,
                              ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int] AS truck_id,
                              o.created_at
                         FROM orders.orders o
                        CROSS JOIN generate_series(1, $3::int) AS lines(line)
                        CROSS JOIN LATERAL (SELECT 1 + floor(random() * 200)::int AS quantity, 1 + floor(random() * ${PRODUCTS.length})::int + 0 * o.id + 0 * line AS product) r
                         JOIN bench_products p ON p.n = r.product
                        WHERE o.id >= $4::int
                      ) picked) priced
         JOIN inventory.warehouses w ON w.id = priced.warehouse_id
        ORDER BY order_id, code`,
      [warehouseIds, truckIds, volume.itemsPerOrder, orderFrom],
    );
    await step(
      'truck loads (projection of the items on trucks)',
      `INSERT INTO inventory.truck_loads (item_id, order_id, truck_id, code, name, quantity, weight, volume, status, counterparty_name, expected_delivery_date, state_at)
       SELECT i.id, i.order_id, i.truck_id, i.code, i.name, i.quantity, i.weight, i.volume, i.status, c.name, i.expected_delivery_date, i.updated_at
         FROM orders.order_items i
         JOIN orders.orders o ON o.id = i.order_id
         LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
        WHERE i.truck_id IS NOT NULL AND i.order_id >= $1`,
      [orderFrom],
    );
    const stockFrom = await firstId('inventory.inventory_items');
    await step(
      'stock lines',
      `INSERT INTO inventory.inventory_items (warehouse_id, code, name, characteristics, quantity, price_per_unit, volume, volume_type, delivery_period, transport)
       SELECT ($1::int[])[1 + (g % cardinality($1::int[]))], p.prefix || '-' || lpad(g::text, 5, '0'),
              p.name || (ARRAY${sqlTextArray(VARIANTS)})[1 + floor(random() * ${VARIANTS.length})::int],
              CASE WHEN random() < 0.2 THEN 'партия ' || (1 + g % 50) END,
              floor(random() * 5000)::int, p.price, CASE WHEN p.unit = 'm³' THEN p.measure ELSE 0 END, p.unit,
              10 + floor(random() * 40)::int, (ARRAY${sqlTextArray(TRANSPORTS)})[1 + floor(random() * ${TRANSPORTS.length})::int]
         FROM (SELECT g, 1 + floor(random() * ${PRODUCTS.length})::int AS product FROM generate_series(1, $2::int) g) r
         JOIN bench_products p ON p.n = r.product
        ORDER BY g`,
      [warehouseIds, volume.stockLines],
    );

    const started = performance.now();
    for (const definition of rebuild) await client.query(definition);
    log(
      `  ${rebuild.length} indexes rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // What autovacuum would have done by now: statistics, and the visibility map for index-only scans.
    await step(
      'vacuum analyze',
      'VACUUM (ANALYZE) orders.counterparties, orders.orders, orders.order_items, inventory.inventory_items, inventory.truck_loads',
    );

    const sample = async (sql, parameters) => (await client.query(sql, parameters)).rows;
    const orders = await sample(
      `SELECT o.code, c.name AS client, c.company FROM orders.orders o LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
        WHERE o.id >= $1 ORDER BY o.id % 997, o.id LIMIT 200`,
      [orderFrom],
    );
    const stock = await sample(
      `SELECT id, code, name FROM inventory.inventory_items WHERE id >= $1 ORDER BY id % 991, id LIMIT 200`,
      [stockFrom],
    );
    const counterparties = await sample(
      `SELECT id FROM orders.counterparties WHERE id >= $1 ORDER BY id LIMIT 200`,
      [counterpartyFrom],
    );
    const data = {
      volume,
      scale,
      orderCodes: orders.map((row) => row.code),
      clientNames: orders.map((row) => row.client).filter(Boolean),
      companies: orders.map((row) => row.company).filter(Boolean),
      stockItemIds: stock.map((row) => row.id),
      stockCodes: stock.map((row) => row.code),
      stockNames: stock.map((row) => row.name),
      counterpartyIds: counterparties.map((row) => row.id),
      warehouseIds,
      truckIds,
    };
    // Kept beside the rows, so a later run on the same database (BENCH_DATABASE) gets the same samples.
    await client.query(`CREATE TABLE public.bench_volume (data jsonb NOT NULL)`);
    await client.query(`INSERT INTO public.bench_volume (data) VALUES ($1)`, [data]);
    return data;
  } finally {
    await client.end();
  }
}

/** The samples a former run's `generate` kept in this database, or undefined when it holds none. */
export async function generatedVolume(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT data FROM public.bench_volume`);
    return rows[0]?.data;
  } catch (error) {
    if (error.code === '42P01') return undefined; // no such table: not a filled bench database
    throw error;
  } finally {
    await client.end();
  }
}

/** A text array literal for constants of this file (no user input). */
function sqlTextArray(values) {
  return `[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}
