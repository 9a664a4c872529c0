import type { CallOptions, CallResult, TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../../src/config.js';

type FieldErrors = Record<string, string[]>;
/** A case's name, the body sent as JSON and the field errors it must be refused with. */
export type RefusedBody = [string, unknown, FieldErrors];
/** A case's name, the language asked for (in the body, by Accept-Language or both) and the errors. */
export type RefusedInLanguage = [
  string,
  { language?: string; acceptLanguage?: string },
  FieldErrors,
];

export interface PublicForm {
  /** The form's table, oldest row first. */
  stored(): Promise<any[]>;
  /**
   * Posts the form and checks it is refused: 400 with a message, these field errors (when given)
   * and no new row. The answer is handed back for anything else to check.
   */
  expectRefused(options: CallOptions, fieldErrors?: FieldErrors): Promise<CallResult>;
  /** One test per case: its body, sent as JSON, is refused with its field errors. */
  itRefusesEachBody(cases: RefusedBody[]): void;
  /** One test per case: `body` asked in the case's language is refused with its field errors. */
  itRefusesInEachLanguage(body: object, cases: RefusedInLanguage[]): void;
}

/** A public form (contact, quote request) posted to `path` and stored in `table`. */
export function publicForm(
  service: () => TestService<OrdersConfig>,
  path: string,
  table: string,
): PublicForm {
  const stored = () => service().query(`SELECT * FROM ${table} ORDER BY id`);
  const expectRefused: PublicForm['expectRefused'] = async (options, fieldErrors) => {
    const before = await stored();
    const answer = await service().call('POST', path, options);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    if (fieldErrors) expect(answer.body.fieldErrors).toEqual(fieldErrors);
    expect(await stored()).toHaveLength(before.length);
    return answer;
  };
  return {
    stored,
    expectRefused,
    itRefusesEachBody(cases) {
      it.each(cases)(
        'answers 400 with field errors and stores nothing for %s',
        async (_case, body, fieldErrors) => {
          await expectRefused(
            { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
            fieldErrors,
          );
        },
      );
    },
    itRefusesInEachLanguage(body, cases) {
      it.each(cases)('%s', async (_case, { language, acceptLanguage }, fieldErrors) => {
        await expectRefused(
          {
            body: { ...body, ...(language ? { language } : {}) },
            headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
          },
          fieldErrors,
        );
      });
    },
  };
}
