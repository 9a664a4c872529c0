import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import {
  BadGatewayException,
  Controller,
  Inject,
  NotFoundException,
  Param,
  Res,
} from '@nestjs/common';
import { api, idParam, orderMessages } from '@silkway/contracts';
import {
  answerOr,
  Endpoint,
  type InternalClient,
  PortalClientId,
  SERVICE_CONFIG,
  validated,
} from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import type { OrdersConfig } from '../../config.js';
import { internalClientOf } from '../../internal-calls.js';
import { photoStorageUnavailable } from '../../items/photos/photo-store.js';
import { ClientAccountReader } from '../client-account/client-account.reader.js';
import { PortalClients } from '../portal-client.js';

/** Headers of the files service's answer a client's browser needs; nothing else is passed on. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'];
const FILES_TIMEOUT_MS = 30_000;

/**
 * A photo of the client's own order, streamed from the files service. Checked on every call: the
 * client still has access, the order is its own, and the photo is one its items show now; anything
 * else is the order's 404 (docs/portal-accounts.md "Photos").
 */
@Controller()
export class ClientPhotoController {
  private readonly internal: InternalClient;

  constructor(
    private readonly clients: PortalClients,
    private readonly reader: ClientAccountReader,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    this.internal = internalClientOf(config);
  }

  @Endpoint(api.portal.orderPhoto)
  async photo(
    @PortalClientId() clientId: number,
    @Param('id', validated(idParam)) id: number,
    @Param('fileId', validated(idParam)) fileId: number,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    await this.clients.requireActive(clientId);
    await this.reader.requirePhotoOfOwnOrder(clientId, id, fileId);
    const stored = await answerOr(
      this.internal.find(
        api.downloads.byId,
        { params: { id: fileId } },
        { timeoutMs: FILES_TIMEOUT_MS },
      ),
      photoStorageUnavailable,
    );
    if (!stored) throw new NotFoundException(orderMessages.notFound);
    if (!stored.body) throw new BadGatewayException('Хранилище фотографий ответило без файла');
    for (const name of PASSED_HEADERS) {
      const value = stored.headers.get(name);
      if (value !== null) void reply.header(name, value);
    }
    // The client's own browser may keep it a while; no shared cache may (it needs the session).
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.fromWeb(stored.body as ReadableStream<Uint8Array>));
  }
}
