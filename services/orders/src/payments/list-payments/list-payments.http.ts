import { api, paymentListQuery } from '@silkway/contracts';
import { pageQueryController } from '@silkway/service-kit';
import { ListPaymentsQuery } from './list-payments.query.js';

export const ListPaymentsController = pageQueryController(
  api.payments.list,
  paymentListQuery,
  (filter) => new ListPaymentsQuery(filter),
);
