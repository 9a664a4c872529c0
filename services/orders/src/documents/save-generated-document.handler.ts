import { BadGatewayException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { api, type DocumentAnswer, documentMessages, pathOf } from '@silkway/contracts';
import { actorHeaders, Audit, SERVICE_CONFIG } from '@silkway/service-kit';
import type { OrdersConfig } from '../config.js';
import { OrderDocumentRenderer } from './order-document-renderer.js';
import { SaveGeneratedDocumentCommand } from './save-generated-document.command.js';

/** Renders the document and hands it to the files service's order documents, as an upload from the form would. */
@CommandHandler(SaveGeneratedDocumentCommand)
export class SaveGeneratedDocumentHandler implements ICommandHandler<SaveGeneratedDocumentCommand> {
  constructor(
    private readonly renderer: OrderDocumentRenderer,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  async execute({
    orderId,
    document: { kind, lang },
  }: SaveGeneratedDocumentCommand): Promise<DocumentAnswer> {
    const { filename, bytes } = await this.renderer.render(kind, orderId, lang);
    const upload = pathOf(api.orderFiles.uploadDocument, { id: orderId });
    const response = await fetch(`${this.config.FILES_URL}${upload}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-internal-token': this.config.INTERNAL_TOKEN,
        ...actorHeaders(),
      },
      body: JSON.stringify({
        name: filename,
        type: 'application/pdf',
        fileData: `data:application/pdf;base64,${bytes.toString('base64')}`,
      }),
    }).catch(() => {
      throw new BadGatewayException(documentMessages.filesUnavailable);
    });
    if (!response.ok)
      throw new BadGatewayException(`${documentMessages.filesUnavailable} (${response.status})`);
    // The files service records the new document in the audit log, as for an upload from the form.
    Audit.recordedElsewhere();
    return (await response.json()) as DocumentAnswer;
  }
}
