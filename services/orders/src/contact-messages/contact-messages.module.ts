import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-message.entity.js';
import { SubmitContactMessageHandler } from './submit-contact-message/submit-contact-message.handler.js';
import { SubmitContactMessageController } from './submit-contact-message/submit-contact-message.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage])],
  controllers: [SubmitContactMessageController],
  providers: [SubmitContactMessageHandler],
})
export class ContactMessagesModule {}
