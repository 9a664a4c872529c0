import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module.js';
import { OrderDocumentRenderer } from './order-document-renderer.js';
import { OrderDocumentsController } from './order-documents.http.js';
import { SaveGeneratedDocumentHandler } from './save-generated-document.handler.js';

@Module({
  imports: [ItemsModule],
  controllers: [OrderDocumentsController],
  providers: [OrderDocumentRenderer, SaveGeneratedDocumentHandler],
  exports: [OrderDocumentRenderer],
})
export class DocumentsModule {}
