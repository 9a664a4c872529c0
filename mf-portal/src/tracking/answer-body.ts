/** What reading an answer's body needs without its schema, for the lookup and the schema's module alike. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The server answered OK with nothing in it: the spec treats it as an unknown order (product.md §8). */
export class EmptyTrackingAnswerError extends Error {
  constructor() {
    super('The tracking answer holds no order');
    this.name = 'EmptyTrackingAnswerError';
  }
}
