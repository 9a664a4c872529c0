import type { BlogArticleSeed } from './blog-article-seed.js';

export const supplierVerification: BlogArticleSeed = {
  slug: 'supplier-verification',
  category: 'business',
  publishedAt: '2025-06-10T08:00:00Z',
  texts: {
    ru: {
      title: 'Как проверить поставщика в Китае до предоплаты',
      excerpt: 'Семь шагов, которые отделяют надёжную фабрику от посредника-однодневки.',
      content: `## Почему проверка важнее цены

Самая низкая цена на площадке часто означает торговую компанию без своего производства, скрытые наценки или товар хуже образца. Проверка занимает несколько дней и почти всегда дешевле одной неудачной партии.

## Семь шагов проверки

1. **Лицензия.** Попросите копию бизнес-лицензии (营业执照) и проверьте 18-значный единый код социального кредита в государственной системе раскрытия информации о предприятиях.
2. **Фабрика или трейдер.** Сравните сферу деятельности в лицензии с вашим товаром и адрес регистрации с адресом производства.
3. **Экспортный опыт.** Попросите контакты клиентов из Центральной Азии или СНГ и примеры экспортных документов.
4. **Видеозвонок из цеха.** Попросите показать линию, склад готовой продукции и упаковку вашего товара в реальном времени.
5. **Образцы.** Закажите образцы и сохраните один как эталон для приёмки партии.
6. **Аудит на месте.** Для крупных заказов наш специалист выезжает на фабрику и проверяет мощности, контроль качества и условия труда.
7. **Договор.** Фиксируйте спецификацию, допуски, сроки, штрафы и порядок приёмки.

## Условия оплаты

- Стандарт: **30% предоплаты**, 70% после проверки готовой партии.
- Не платите на личные карты и счета третьих лиц.
- Реквизиты получателя должны совпадать с названием компании в договоре.

**Важно:** если поставщик отказывается от видеозвонка или аудита, это уже ответ на вопрос о надёжности.`,
    },
    en: {
      title: 'How to check a Chinese supplier before you pay a deposit',
      excerpt: 'Seven steps that separate a reliable factory from a fly-by-night middleman.',
      content: `## Why checking matters more than price

The lowest price on a marketplace often means a trading company without its own production, hidden mark-ups or goods worse than the sample. A check takes a few days and is almost always cheaper than one failed shipment.

## Seven steps

1. **Licence.** Ask for a copy of the business licence (营业执照) and look up the 18-character unified social credit code in the national enterprise credit information system.
2. **Factory or trader.** Compare the business scope in the licence with your product, and the registered address with the production site.
3. **Export record.** Ask for references from clients in Central Asia or the CIS and for samples of export documents.
4. **Video call from the workshop.** Ask to see the line, the finished-goods store and the packing of your product live.
5. **Samples.** Order samples and keep one as the reference for accepting the shipment.
6. **On-site audit.** For large orders our specialist visits the factory and checks capacity, quality control and working conditions.
7. **Contract.** Fix the specification, tolerances, deadlines, penalties and acceptance procedure.

## Payment terms

- The usual split: **30% deposit**, 70% after the finished batch is inspected.
- Never pay to personal cards or third-party accounts.
- The beneficiary must match the company name in the contract.

**Important:** a supplier who refuses a video call or an audit has already answered the question of reliability.`,
    },
    tj: {
      title: 'Чӣ тавр таъминкунандаро дар Чин пеш аз пешпардохт санҷидан мумкин',
      excerpt: 'Ҳафт қадам, ки фабрикаи боэътимодро аз миёнарави якрӯза ҷудо мекунанд.',
      content: `## Чаро санҷиш аз нарх муҳимтар аст

Нархи аз ҳама арзон дар майдонча аксар вақт маънои ширкати савдоиро бе истеҳсоли худ, иловапулиҳои пинҳон ё моли бадтар аз намунаро дорад. Санҷиш чанд рӯз мегирад ва қариб ҳамеша аз як партияи ноком арзонтар аст.

## Ҳафт қадами санҷиш

1. **Иҷозатнома.** Нусхаи иҷозатномаи тиҷоратӣ (营业执照)-ро талаб кунед ва рамзи 18-рақамаи ягонаи қарзи иҷтимоиро дар низоми давлатии ифшои маълумоти корхонаҳо санҷед.
2. **Фабрика ё тоҷир.** Соҳаи фаъолиятро дар иҷозатнома бо моли худ ва суроғаи бақайдгириро бо суроғаи истеҳсолот муқоиса кунед.
3. **Таҷрибаи содирот.** Тамосҳои мизоҷонро аз Осиёи Марказӣ ё ИДМ ва намунаи ҳуҷҷатҳои содиротиро пурсед.
4. **Занги видеоӣ аз сех.** Хоҳиш кунед, ки хати истеҳсолот, анбори маҳсулоти тайёр ва бастабандии моли шуморо дар вақти воқеӣ нишон диҳанд.
5. **Намунаҳо.** Намунаҳо фармоиш диҳед ва якеро ҳамчун эталон барои қабули партия нигоҳ доред.
6. **Аудит дар ҷой.** Барои фармоишҳои калон мутахассиси мо ба фабрика меравад ва иқтидор, назорати сифат ва шароити корро месанҷад.
7. **Шартнома.** Мушаххасот, таҳаммулҳо, мӯҳлатҳо, ҷаримаҳо ва тартиби қабулро сабт кунед.

## Шартҳои пардохт

- Стандарт: **30% пешпардохт**, 70% пас аз санҷиши партияи тайёр.
- Ба кортҳои шахсӣ ва ҳисобҳои шахсони сеюм пул напардозед.
- Деталҳои гиранда бояд бо номи ширкат дар шартнома мувофиқ бошанд.

**Муҳим:** агар таъминкунанда аз занги видеоӣ ё аудит даст кашад, ин аллакай ҷавоб ба саволи эътимоднокӣ аст.`,
    },
    zh: {
      title: '付定金之前，如何核查中国供应商',
      excerpt: '区分可靠工厂与短期中间商的七个步骤。',
      content: `## 为什么核查比价格更重要

平台上的最低价往往意味着没有自有生产的贸易公司、隐藏加价，或者货物不如样品。核查只需几天，几乎总比一批失败的货物便宜。

## 七个核查步骤

1. **营业执照。** 索取营业执照复印件，并在国家企业信用信息公示系统中查询18位统一社会信用代码。
2. **工厂还是贸易商。** 对比执照上的经营范围与您的产品，以及注册地址与生产地址。
3. **出口经验。** 索取中亚或独联体客户的联系方式以及出口单据样本。
4. **车间视频通话。** 请对方实时展示生产线、成品仓库和您产品的包装。
5. **样品。** 订购样品，并保留一件作为验货的标准样。
6. **实地验厂。** 对于大额订单，我们的专员会到工厂核查产能、质量控制和工作条件。
7. **合同。** 明确规格、公差、交期、违约金和验收流程。

## 付款条件

- 常规做法：**30% 定金**，成品检验合格后付 70%。
- 不要付款到个人银行卡或第三方账户。
- 收款方名称必须与合同中的公司名称一致。

**重要：** 如果供应商拒绝视频通话或验厂，这本身就回答了它是否可靠的问题。`,
    },
  },
};
