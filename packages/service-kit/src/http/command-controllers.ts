import { Body, Controller, Param, type Type } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import { type ApiCall, idParam } from '@silkway/contracts';
import type { z } from 'zod';
import { type ActingAdmin, AdminRole, AdminUsername } from './acting-admin.decorators.js';
import { Endpoint } from './endpoint.decorator.js';
import { type ExpectedVersion, IfMatch } from './if-match.js';
import { validated } from './zod-validation.pipe.js';

type CallRoute = Pick<ApiCall, 'method' | 'path' | 'answer'>;

/**
 * The controller of a change to one record named by a path parameter (`PATCH …/{date}` with a
 * body): the parameter and the body are checked by their contracts schemas (400 with field errors),
 * and `toCommand` makes the command whose handler answers, told who acts and which version of the
 * record the caller read (`If-Match`, undefined without it). The route and the success status come
 * from the catalogue entry.
 */
export function paramCommandController<P extends z.ZodType, S extends z.ZodType>(
  call: CallRoute,
  param: { name: string; schema: P },
  body: S,
  toCommand: (
    key: z.infer<P>,
    body: z.infer<S>,
    admin: ActingAdmin,
    expected: ExpectedVersion | undefined,
  ) => ICommand,
): Type {
  @Controller()
  class ParamCommandController {
    constructor(private readonly commands: CommandBus) {}

    @Endpoint(call)
    change(
      @Param(param.name, validated(param.schema)) key: z.infer<P>,
      @Body(validated(body)) value: z.infer<S>,
      @AdminUsername() username: string,
      @AdminRole() role: string | undefined,
      @IfMatch() expected: ExpectedVersion | undefined,
    ): Promise<unknown> {
      return this.commands.execute(toCommand(key, value, { username, role }, expected));
    }
  }
  return ParamCommandController;
}

/** {@link paramCommandController} for the usual `…/{id}` path. */
export const idCommandController = <S extends z.ZodType>(
  call: CallRoute,
  body: S,
  toCommand: (
    id: number,
    body: z.infer<S>,
    admin: ActingAdmin,
    expected: ExpectedVersion | undefined,
  ) => ICommand,
): Type => paramCommandController(call, { name: 'id', schema: idParam }, body, toCommand);

/**
 * The controller of a delete of one record (`DELETE …/{id}`): `toCommand` makes the command whose
 * handler deletes it, told which version the caller read (`If-Match`, undefined without it).
 */
export function deleteCommandController(
  call: CallRoute,
  toCommand: (id: number, expected: ExpectedVersion | undefined) => ICommand,
): Type {
  @Controller()
  class DeleteCommandController {
    constructor(private readonly commands: CommandBus) {}

    @Endpoint(call)
    delete(
      @Param('id', validated(idParam)) id: number,
      @IfMatch() expected: ExpectedVersion | undefined,
    ): Promise<void> {
      return this.commands.execute(toCommand(id, expected));
    }
  }
  return DeleteCommandController;
}

/** The controller of a call that creates from its body alone (`POST …` without a path parameter). */
export function bodyCommandController<S extends z.ZodType>(
  call: CallRoute,
  body: S,
  toCommand: (body: z.infer<S>, admin: ActingAdmin) => ICommand,
): Type {
  @Controller()
  class BodyCommandController {
    constructor(private readonly commands: CommandBus) {}

    @Endpoint(call)
    create(
      @Body(validated(body)) value: z.infer<S>,
      @AdminUsername() username: string,
      @AdminRole() role: string | undefined,
    ): Promise<unknown> {
      return this.commands.execute(toCommand(value, { username, role }));
    }
  }
  return BodyCommandController;
}
