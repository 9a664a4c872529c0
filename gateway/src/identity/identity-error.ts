/** A refusal of an identity use case, answered as is: its status, Russian message and fields. */
export class IdentityError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const userNotFound = (username: string) =>
  new IdentityError(404, `Сотрудник «${username}» не найден`);
