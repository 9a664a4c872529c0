import type { CallOptions, CallResult, TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../../src/config.js';

export interface PublicForm {
  /** The form's table, oldest row first. */
  stored(): Promise<any[]>;
  /**
   * Posts the form and checks it is refused: 400 with a message, these field errors (when given)
   * and no new row. The answer is handed back for anything else to check.
   */
  expectRefused(options: CallOptions, fieldErrors?: Record<string, string[]>): Promise<CallResult>;
}

/** A public form (contact, quote request) posted to `path` and stored in `table`. */
export function publicForm(
  service: () => TestService<OrdersConfig>,
  path: string,
  table: string,
): PublicForm {
  const stored = () => service().app.get(DataSource).query(`SELECT * FROM ${table} ORDER BY id`);
  return {
    stored,
    async expectRefused(options, fieldErrors) {
      const before = await stored();
      const answer = await service().call('POST', path, options);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      if (fieldErrors) expect(answer.body.fieldErrors).toEqual(fieldErrors);
      expect(await stored()).toHaveLength(before.length);
      return answer;
    },
  };
}
