import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExchangeRatesModule } from '../exchange-rates/exchange-rates.module.js';
import { CounterpartiesModule } from '../counterparties/counterparties.module.js';
import { GetCounterpartyBalanceController } from './get-counterparty-balance/get-counterparty-balance.http.js';
import { GetCounterpartyBalanceHandler } from './get-counterparty-balance/get-counterparty-balance.handler.js';
import { GetStatementController } from './get-statement/get-statement.http.js';
import { GetStatementHandler } from './get-statement/get-statement.handler.js';
import { StatementBuilder } from './get-statement/statement.js';
import { ListPaymentsController } from './list-payments/list-payments.http.js';
import { ListPaymentsHandler } from './list-payments/list-payments.handler.js';
import { Payment } from '../entities/payment.entity.js';
import { PaymentAllocationRow } from '../entities/payment-allocation.entity.js';
import { PaymentLedger } from './payment-ledger.js';
import { RecordPaymentController } from './record-payment/record-payment.http.js';
import { RecordPaymentHandler } from './record-payment/record-payment.handler.js';
import { VoidPaymentController } from './void-payment/void-payment.http.js';
import { VoidPaymentHandler } from './void-payment/void-payment.handler.js';
import { UseAdvanceWhenItemOwesHandler } from './use-advance-when-item-owes.handler.js';

/**
 * The payments ledger, balances and statements (docs/payments.md). CounterpartyBalances (of the
 * counterparties, which show it) and GetCounterpartyBalanceQuery are the one place a client's debt
 * is computed: the counterparty answers, the summary and the client portal use them.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, PaymentAllocationRow]),
    ExchangeRatesModule,
    CounterpartiesModule,
  ],
  controllers: [
    ListPaymentsController,
    RecordPaymentController,
    VoidPaymentController,
    GetCounterpartyBalanceController,
    GetStatementController,
  ],
  providers: [
    PaymentLedger,
    StatementBuilder,
    ListPaymentsHandler,
    RecordPaymentHandler,
    VoidPaymentHandler,
    GetCounterpartyBalanceHandler,
    GetStatementHandler,
    UseAdvanceWhenItemOwesHandler,
  ],
  exports: [CounterpartiesModule, UseAdvanceWhenItemOwesHandler],
})
export class PaymentsModule {}
