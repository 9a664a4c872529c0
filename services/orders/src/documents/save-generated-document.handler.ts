import { BadGatewayException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { api, type DocumentAnswer, documentMessages } from '@silkway/contracts';
import {
  actorHeaders,
  Audit,
  answerOr,
  InternalCallRefusedError,
  type InternalClient,
  SERVICE_CONFIG,
} from '@silkway/service-kit';
import type { OrdersConfig } from '../config.js';
import { internalClientOf } from '../internal-calls.js';
import { OrderDocumentRenderer } from './order-document-renderer.js';
import { SaveGeneratedDocumentCommand } from './save-generated-document.command.js';

/** Renders the document and hands it to the files service's order documents, as an upload from the form would. */
@CommandHandler(SaveGeneratedDocumentCommand)
export class SaveGeneratedDocumentHandler implements ICommandHandler<SaveGeneratedDocumentCommand> {
  private readonly internal: InternalClient;

  constructor(
    private readonly renderer: OrderDocumentRenderer,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    this.internal = internalClientOf(config);
  }

  async execute({
    orderId,
    document: { kind, lang },
  }: SaveGeneratedDocumentCommand): Promise<DocumentAnswer> {
    const { filename, bytes } = await this.renderer.render(kind, orderId, lang);
    const document = await answerOr(
      this.internal.call(
        api.orderFiles.uploadDocument,
        {
          params: { id: orderId },
          body: {
            name: filename,
            type: 'application/pdf',
            fileData: `data:application/pdf;base64,${bytes.toString('base64')}`,
          },
        },
        { headers: actorHeaders() },
      ),
      (failure) => {
        const status = failure instanceof InternalCallRefusedError ? ` (${failure.status})` : '';
        return new BadGatewayException(`${documentMessages.filesUnavailable}${status}`);
      },
    );
    // The files service records the new document in the audit log, as for an upload from the form.
    Audit.recordedElsewhere();
    return document;
  }
}
