import type { BlogArticleSeed } from './blog-article-seed.js';

export const cargoConsolidation: BlogArticleSeed = {
  slug: 'cargo-consolidation',
  category: 'logistics',
  publishedAt: '2025-07-15T08:00:00Z',
  texts: {
    ru: {
      title: 'Консолидация грузов в Китае: как платить меньше за сборные отправки',
      excerpt:
        'Товар от нескольких поставщиков можно собрать на одном складе и отправить одной машиной.',
      content: `## Что такое консолидация

Если вы покупаете у трёх-пяти поставщиков, каждому не нужно отправлять груз отдельно. Товары приходят на наш склад в Гуанчжоу или Иу, там их принимают, проверяют, переупаковывают и отправляют одной партией в Душанбе.

## Как это работает

1. Поставщики отгружают товар на склад по внутренней доставке Китая.
2. Склад принимает каждое место, взвешивает, измеряет и фотографирует.
3. Мы сверяем количество и маркировку с вашим заказом и сообщаем о расхождениях.
4. Груз переупаковывают: паллеты, обрешётка, защита углов.
5. Партия уходит в ближайшую машину или в отдельную, если объём позволяет.

## За что вы платите

- **Вес или объём.** Тяжёлый груз считают по килограммам, лёгкий и объёмный по кубометрам. Плотная упаковка прямо снижает счёт.
- **Складские услуги.** Приёмка, хранение сверх бесплатного срока, переупаковка.
- **Страховка.** Процент от стоимости товара; для хрупких грузов обязательна.

## Где теряют деньги

- Поставщик отгрузил без маркировки, и товар ищут по всему складу.
- Коробки полупустые: вы платите за перевозку воздуха.
- Документы от поставщиков пришли позже груза, и партия ждёт на складе.

**Совет:** попросите поставщиков писать на каждой коробке ваш клиентский код и номер заказа. Это ускоряет приёмку на день-два.`,
    },
    en: {
      title: 'Cargo consolidation in China: paying less for groupage shipments',
      excerpt:
        'Goods from several suppliers can be gathered in one warehouse and sent in one truck.',
      content: `## What consolidation is

If you buy from three to five suppliers, none of them needs to ship separately. The goods arrive at our warehouse in Guangzhou or Yiwu, where they are received, checked, repacked and sent to Dushanbe as one shipment.

## How it works

1. Suppliers send the goods to the warehouse by domestic Chinese delivery.
2. The warehouse receives every package, weighs, measures and photographs it.
3. We match quantities and labels against your order and report any discrepancy.
4. The cargo is repacked: pallets, crating, corner protection.
5. The shipment leaves in the next truck, or in a dedicated one if the volume allows.

## What you pay for

- **Weight or volume.** Heavy cargo is charged per kilogram, light and bulky cargo per cubic metre. Tight packing lowers the bill directly.
- **Warehouse services.** Receiving, storage beyond the free period, repacking.
- **Insurance.** A percentage of the value of the goods; required for fragile cargo.

## Where money is lost

- A supplier ships without labels and the goods are searched for across the warehouse.
- Half-empty boxes: you pay to transport air.
- Supplier documents arrive after the cargo and the shipment waits in the warehouse.

**Tip:** ask your suppliers to write your client code and order number on every box. It speeds up receiving by a day or two.`,
    },
    tj: {
      title:
        'Консолидатсияи бор дар Чин: чӣ тавр барои ирсолҳои ҷамъшуда камтар пардохт кардан мумкин',
      excerpt:
        'Моли якчанд таъминкунандаро дар як анбор ҷамъ карда, бо як мошин фиристодан мумкин аст.',
      content: `## Консолидатсия чист

Агар шумо аз се-панҷ таъминкунанда харид кунед, ҳар кадоми онҳо бояд борро алоҳида нафиристад. Молҳо ба анбори мо дар Гуанчжоу ё Иу меоянд, дар он ҷо қабул, санҷида, аз нав баста ва бо як партия ба Душанбе фиристода мешаванд.

## Чӣ тавр кор мекунад

1. Таъминкунандагон молро бо интиқоли дохилии Чин ба анбор мефиристанд.
2. Анбор ҳар як ҷойро қабул мекунад, вазн мекунад, чен мекунад ва акс мегирад.
3. Мо миқдор ва тамғагузориро бо фармоиши шумо муқоиса мекунем ва дар бораи фарқиятҳо хабар медиҳем.
4. Бор аз нав баста мешавад: паллетҳо, чорчӯбаи чӯбӣ, муҳофизати кунҷҳо.
5. Партия бо мошини наздиктарин ё, агар ҳаҷм имкон диҳад, бо мошини алоҳида меравад.

## Барои чӣ пардохт мекунед

- **Вазн ё ҳаҷм.** Бори вазнин аз рӯи килограмм, бори сабук ва калонҳаҷм аз рӯи метри мукааб ҳисоб карда мешавад. Бастабандии зич ҳисобро бевосита кам мекунад.
- **Хизматрасониҳои анбор.** Қабул, нигоҳдорӣ аз мӯҳлати ройгон зиёд, бастабандии нав.
- **Суғурта.** Фоиз аз арзиши мол; барои бори шикананда ҳатмист.

## Пул дар куҷо гум мешавад

- Таъминкунанда бе тамға фиристод ва молро дар тамоми анбор ҷустуҷӯ мекунанд.
- Қуттиҳо нимхолӣ: шумо барои интиқоли ҳаво пардохт мекунед.
- Ҳуҷҷатҳои таъминкунандагон баъд аз бор омаданд ва партия дар анбор интизор мешавад.

**Маслиҳат:** аз таъминкунандагон хоҳиш кунед, ки дар ҳар як қуттӣ рамзи мизоҷ ва рақами фармоиши шуморо нависанд. Ин қабулро як-ду рӯз тезтар мекунад.`,
    },
    zh: {
      title: '在中国集运拼货：如何降低拼箱运输成本',
      excerpt: '多个供应商的货物可以集中到同一个仓库，用一辆车发出。',
      content: `## 什么是集运

如果您从三到五家供应商采购，不必让每家单独发货。货物送到我们在广州或义乌的仓库，在那里收货、检查、重新包装，然后作为一批货发往杜尚别。

## 操作流程

1. 供应商通过中国国内物流把货物送到仓库。
2. 仓库逐件收货，称重、量尺寸并拍照。
3. 我们将数量和唛头与您的订单核对，并告知任何差异。
4. 货物重新包装：托盘、木架、护角。
5. 货物随最近一班车发出，若货量足够也可以单独派车。

## 费用构成

- **重量或体积。** 重货按公斤计费，轻泡货按立方米计费。包装紧凑可以直接降低费用。
- **仓储服务。** 收货、超出免费期的仓储、重新包装。
- **保险。** 按货值的一定比例收取；易碎品必须投保。

## 常见的损失

- 供应商发货时没有唛头，只能在整个仓库里找货。
- 箱子半空：您在为运输空气付费。
- 供应商的单据晚于货物到达，整批货只能在仓库等待。

**建议：** 请供应商在每个箱子上写明您的客户编号和订单号，这能让收货快一到两天。`,
    },
  },
};
