import { Command } from '@nestjs/cqrs';
import type { ContactMessage, PublicSubmissionAnswer } from '@silkway/contracts';

export class SubmitContactMessageCommand extends Command<PublicSubmissionAnswer> {
  constructor(readonly message: ContactMessage) {
    super();
  }
}
