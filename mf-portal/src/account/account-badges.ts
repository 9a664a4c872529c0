import type { PortalPaymentState } from '@silkway/contracts';
import type { BadgeTone } from '@silkway/ui';

/** How much of an order is paid, in docs/design.md's status colours. */
export const paymentStateTone: Record<PortalPaymentState, BadgeTone> = {
  paid: 'done',
  partial: 'waiting',
  unpaid: 'unknown',
};
