import { databaseRefusal } from './database-refusal.js';
import { refusalText } from './refusal.js';

/** What pg's DatabaseError carries (TypeORM copies it onto QueryFailedError with the statement). */
const databaseError = (fields: Record<string, string>) =>
  Object.assign(new Error(fields.message ?? 'database error'), fields);

describe('database errors answered as refusals, never 500', () => {
  it('names the counterparty’s payments when a delete meets their foreign key', () => {
    const refusal = databaseRefusal(
      databaseError({
        code: '23503',
        schema: 'orders',
        constraint: 'payments_counterparty_id_fkey',
        query: 'DELETE FROM "orders"."counterparties" WHERE "id" = $1',
      }),
    );
    expect(refusal?.getStatus()).toBe(409);
    expect(refusal?.message).toBe(
      refusalText('db.orders.payments_counterparty_id_fkey.inUse' as never, {}),
    );
    expect(refusal?.messageFor('en')).toMatch(/payments/);
  });

  it('says the named record is gone when an insert meets the same foreign key', () => {
    const refusal = databaseRefusal(
      databaseError({
        code: '23503',
        schema: 'orders',
        constraint: 'payments_counterparty_id_fkey',
        query: 'INSERT INTO "orders"."payments"("counterparty_id") VALUES ($1)',
      }),
    );
    expect(refusal?.getStatus()).toBe(409);
    expect(refusal?.message).toBe(
      refusalText('db.orders.payments_counterparty_id_fkey.missing' as never, {}),
    );
  });

  it('tells the direction from the message when no statement came with the error', () => {
    const refusal = databaseRefusal(
      databaseError({
        code: '23503',
        schema: 'orders',
        constraint: 'orders_counterparty_id_fkey',
        message:
          'update or delete on table "counterparties" violates foreign key constraint "orders_counterparty_id_fkey" on table "orders"',
      }),
    );
    expect(refusal?.message).toBe(
      refusalText('db.orders.orders_counterparty_id_fkey.inUse' as never, {}),
    );
  });

  it.each([
    ['23505', 409, 'dbUnique'],
    ['23514', 409, 'dbCheck'],
    ['23P01', 409, 'dbExclusion'],
    ['23502', 400, 'dbNotNull'],
    ['22P02', 400, 'dbInvalidData'],
    ['22001', 400, 'dbInvalidData'],
  ])('answers %s of an unknown constraint %i with its kind’s text', (code, status, key) => {
    const refusal = databaseRefusal(
      databaseError({ code, schema: 'orders', constraint: 'made_up_constraint' }),
    );
    expect(refusal?.getStatus()).toBe(status);
    expect(refusal?.message).toBe(refusalText(key as never, {}));
    expect(refusal?.message).not.toBe(key);
  });

  it('leaves everything else to the other answers', () => {
    expect(databaseRefusal(databaseError({ code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(databaseRefusal(databaseError({ code: '40P01' }))).toBeUndefined();
    expect(databaseRefusal(new Error('plain'))).toBeUndefined();
    expect(databaseRefusal(null)).toBeUndefined();
  });
});
