/** A maker of a spec's answers: its base answer, with what each test changes in it. */
export const answerFixture =
  <Answer extends object>(base: Answer) =>
  (overrides: Partial<Answer> = {}): Answer => ({ ...base, ...overrides });
