import { applyDecorators, HttpCode, RequestMapping, RequestMethod } from '@nestjs/common';
import { type ApiCall, routerPattern } from '@silkway/contracts';

const NEST_METHODS = {
  GET: RequestMethod.GET,
  POST: RequestMethod.POST,
  PUT: RequestMethod.PUT,
  PATCH: RequestMethod.PATCH,
  DELETE: RequestMethod.DELETE,
} as const;

/**
 * Maps a controller method to its catalogue entry (`@Endpoint(api.orders.update)`): the method, the
 * path (`{id}` → `:id`) and the success status all come from the entry, so the controller holds no
 * path of its own. Use it in a `@Controller()` without a prefix.
 */
export const Endpoint = (call: Pick<ApiCall, 'method' | 'path' | 'answer'>): MethodDecorator =>
  applyDecorators(
    RequestMapping({ method: NEST_METHODS[call.method], path: routerPattern(call.path) }),
    HttpCode(call.answer.status),
  );
