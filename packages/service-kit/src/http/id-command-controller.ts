import { Body, Controller, Param, type Type } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import { type ApiCall, idParam } from '@silkway/contracts';
import type { z } from 'zod';
import { Endpoint } from './endpoint.decorator.js';
import { validated } from './zod-validation.pipe.js';

/**
 * The controller of a change to one record (`PATCH …/{id}` with a body): the path's id and the body
 * are checked by their contracts schemas (400 with field errors), and `toCommand` makes the command
 * whose handler answers. The route and the success status come from the catalogue entry.
 */
export function idCommandController<S extends z.ZodType>(
  call: Pick<ApiCall, 'method' | 'path' | 'answer'>,
  body: S,
  toCommand: (id: number, body: z.infer<S>) => ICommand,
): Type {
  @Controller()
  class IdCommandController {
    constructor(private readonly commands: CommandBus) {}

    @Endpoint(call)
    change(
      @Param('id', validated(idParam)) id: number,
      @Body(validated(body)) value: z.infer<S>,
    ): Promise<unknown> {
      return this.commands.execute(toCommand(id, value));
    }
  }
  return IdCommandController;
}
