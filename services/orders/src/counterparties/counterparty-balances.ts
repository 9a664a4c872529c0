import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CounterpartyBalanceAnswer, counterpartyMessages } from '@silkway/contracts';
import type { DataSource } from 'typeorm';

/** A counterparty's debt as the ledger computes it, with what the summary shows beside it. */
export interface CounterpartyBalance extends CounterpartyBalanceAnswer {
  name: string;
}

/** Each counterparty's `balance` and `advance` beside its `id`, `name` and `credit_limit`, as a table. */
export const BALANCES = `(
  SELECT c.id, c.name, c.credit_limit,
         COALESCE(ob.amount_usd, 0) + COALESCE(s.owed, 0) - COALESCE(s.advance, 0) AS balance,
         COALESCE(s.advance, 0) AS advance
    FROM orders.counterparties c
    LEFT JOIN orders.opening_balances ob ON ob.counterparty_id = c.id
    LEFT JOIN orders.counterparty_sums s ON s.counterparty_id = c.id
) AS balances`;

/**
 * What each client owes (docs/payments.md "Balance"): its opening balance, plus what its items still
 * owe, less its advance. The two sums are kept by triggers in orders.counterparty_sums (migration
 * CounterpartySums1796600000000), so a read costs one row per client whatever the number of items;
 * the statement's closing balance is the same figure.
 */
@Injectable()
export class CounterpartyBalances {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The balances of `ids`, or of every counterparty when absent. */
  async of(ids?: readonly number[]): Promise<Map<number, CounterpartyBalance>> {
    const rows = await this.dataSource.query<
      Array<{ id: number; name: string; credit_limit: string; balance: string; advance: string }>
    >(
      `SELECT id, name, credit_limit, balance, advance FROM ${BALANCES}
        WHERE $1::int[] IS NULL OR id = ANY($1)`,
      [ids ?? null],
    );
    return new Map(
      rows.map((row) => {
        const balance = Number(row.balance);
        const creditLimit = Number(row.credit_limit);
        return [
          row.id,
          {
            counterpartyId: row.id,
            name: row.name,
            balance,
            advance: Number(row.advance),
            creditLimit,
            overCreditLimit: isOverCreditLimit(balance, creditLimit),
          },
        ];
      }),
    );
  }

  async ofOneOrFail(id: number): Promise<CounterpartyBalance> {
    const balance = (await this.of([id])).get(id);
    if (!balance) throw new NotFoundException(counterpartyMessages.notFound);
    return balance;
  }
}

/** A limit of 0 (the default) means none was set: only a set limit can be passed. */
export const isOverCreditLimit = (balance: number, creditLimit: number): boolean =>
  creditLimit > 0 && balance > creditLimit;

/** `isOverCreditLimit` in SQL, over the columns of `BALANCES`. */
export const OVER_CREDIT_LIMIT_SQL = 'credit_limit > 0 AND balance > credit_limit';
