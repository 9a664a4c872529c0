// The audit log under kill -9 (docs/audit-log.md): a change and its entry commit together, so a
// record that exists has exactly one entry and an entry never names a record that does not exist.
import { inParallelWithFault } from './client.mjs';
import { waitFor } from './infrastructure.mjs';

/**
 * A kind of record each service keeps: how to create one named `name`, and list them by name (the
 * names start with `prefix`, `Журнал <time> ` unless the kind says otherwise).
 */
export const AUDITED_RECORDS = {
  orders: {
    entity: 'counterparty',
    create: (name) => ['POST', '/api/admin/counterparties', { name }],
    list: '/api/admin/counterparties',
    nameOf: (record) => record.name,
  },
  inventory: {
    entity: 'warehouse',
    create: (name) => ['POST', '/api/admin/warehouses', { location: name }],
    list: '/api/admin/warehouses',
    nameOf: (record) => record.name,
  },
  files: {
    entity: 'folder',
    create: (name) => ['POST', '/api/admin/archive/folders', { name }],
    list: '/api/admin/archive/folders',
    nameOf: (record) => record.name,
  },
  identity: {
    entity: 'user',
    // Usernames take Latin letters, digits, dots, dashes and underscores only.
    prefix: (time) => `journal-${time}-`,
    create: (name) => [
      'POST',
      '/api/admin/users',
      { username: name, fullName: name, role: 'viewer', password: 'faults-drill-password' },
    ],
    list: '/api/admin/users',
    nameOf: (record) => record.username,
  },
};

/** The creation entries of `entity` whose summary starts with `prefix`, by summary. */
async function entriesByName(client, entity, prefix) {
  const counts = new Map();
  for (let offset = 0; ; offset += 200) {
    const page = await client.must(
      'GET',
      `/api/admin/audit?entity=${entity}&action=create&limit=200&offset=${offset}`,
    );
    for (const entry of page)
      if (entry.summary.startsWith(prefix))
        counts.set(entry.summary, (counts.get(entry.summary) ?? 0) + 1);
    if (page.length < 200) return counts;
  }
}

/**
 * `count` records created while `during` runs (kill -9 of the service that keeps them). Lost: a
 * record answered 201 that is gone, or one without its entry once the queue has settled. Doubled:
 * a record with two entries, or an entry for a record that was never written.
 */
export async function changesWithTheirEntries(
  client,
  tally,
  { records, count, concurrency = 6, during, settleMs = 120_000 },
) {
  const prefix = records.prefix?.(Date.now()) ?? `Журнал ${Date.now()} `;
  const answered = new Set();
  await inParallelWithFault(
    count,
    concurrency,
    async (index) => {
      const name = `${prefix}${index}`;
      const [method, path, body] = records.create(name);
      const answer = await client.call(tally, method, path, body);
      if (answer.status < 300) answered.add(name);
    },
    during,
  );

  const stored = new Set(
    (await client.must('GET', records.list))
      .map(records.nameOf)
      .filter((name) => name.startsWith(prefix)),
  );
  // The entries travel through the queue: wait until every stored record has one, or the time is up.
  let entries = new Map();
  await waitFor(
    'an audit entry for every record',
    async () => {
      entries = await entriesByName(client, records.entity, prefix);
      return [...stored].every((name) => entries.has(name));
    },
    settleMs,
  ).catch(() => undefined);
  const goneAfter201 = [...answered].filter((name) => !stored.has(name)).length;
  const withoutEntry = [...stored].filter((name) => !entries.has(name)).length;
  const twice = [...entries.values()].filter((times) => times > 1).length;
  const withoutRecord = [...entries.keys()].filter((name) => !stored.has(name)).length;
  tally.lost += goneAfter201 + withoutEntry;
  tally.doubled += twice + withoutRecord;
  if (goneAfter201) tally.notes.push(`${goneAfter201} records answered 201 and gone`);
  if (withoutEntry)
    tally.notes.push(`${withoutEntry} of ${stored.size} records without their entry`);
  if (twice) tally.notes.push(`${twice} records with two entries`);
  if (withoutRecord) tally.notes.push(`${withoutRecord} entries for records never written`);
  if (stored.size === 0) {
    tally.breaches += 1;
    tally.notes.push('no record was written');
  }
}
