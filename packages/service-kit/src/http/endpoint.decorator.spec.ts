import { Controller, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { api } from '@silkway/contracts';
import { Endpoint } from './endpoint.decorator.js';

@Controller()
class SampleController {
  @Endpoint(api.items.removeFromOrder)
  remove(): void {}

  @Endpoint(api.orders.create)
  create(): void {}
}

const metadataOf = (handler: () => void) => ({
  path: Reflect.getMetadata(PATH_METADATA, handler) as unknown,
  method: Reflect.getMetadata(METHOD_METADATA, handler) as unknown,
  status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as unknown,
});

describe('@Endpoint', () => {
  it("maps a handler to its catalogue entry's method, router path and success status", () => {
    const controller = SampleController.prototype;
    expect(metadataOf(controller.remove)).toEqual({
      path: '/api/admin/orders/:id/items/:itemId',
      method: RequestMethod.DELETE,
      status: 204,
    });
    expect(metadataOf(controller.create)).toEqual({
      path: '/api/admin/orders',
      method: RequestMethod.POST,
      status: 201,
    });
  });
});
