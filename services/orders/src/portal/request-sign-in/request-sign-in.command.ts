import { Command } from '@nestjs/cqrs';
import type { PortalSignInBody } from '@silkway/contracts';

/** Answers undefined when accepted, or the seconds to wait when the address asked too often. */
export class RequestSignInCommand extends Command<{ retryAfterSeconds: number } | undefined> {
  constructor(readonly body: PortalSignInBody) {
    super();
  }
}
