import { Module } from '@nestjs/common';
import { CounterpartiesModule } from '../counterparties/counterparties.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { ItemsModule } from '../items/items.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ClientAccountController } from './client-account/client-account.http.js';
import { ClientAccountReader } from './client-account/client-account.reader.js';
import { ClientPhotoController } from './client-photos/client-photo.http.js';
import { ClientWithAccessController } from './client-with-access/client-with-access.http.js';
import { InviteClientHandler } from './invite-client/invite-client.handler.js';
import { InviteClientController } from './invite-client/invite-client.http.js';
import { PortalClients } from './portal-client.js';
import { IssueLinkWhenSignInRequestedHandler } from './request-sign-in/issue-link-when-sign-in-requested.handler.js';
import { RequestSignInHandler } from './request-sign-in/request-sign-in.handler.js';
import { RequestSignInController } from './request-sign-in/request-sign-in.http.js';
import { RevokeAccessHandler } from './revoke-access/revoke-access.handler.js';
import { RevokeAccessController } from './revoke-access/revoke-access.http.js';
import { TelegramBot } from './telegram/telegram-bot.js';
import { TelegramController } from './telegram/telegram.http.js';

/** Client accounts: access, sign-in links and what a signed-in client sees (docs/portal-accounts.md). */
@Module({
  imports: [CounterpartiesModule, OrdersModule, ItemsModule, DocumentsModule],
  controllers: [
    InviteClientController,
    RevokeAccessController,
    RequestSignInController,
    ClientWithAccessController,
    ClientAccountController,
    ClientPhotoController,
    TelegramController,
  ],
  providers: [
    InviteClientHandler,
    RevokeAccessHandler,
    RequestSignInHandler,
    IssueLinkWhenSignInRequestedHandler,
    PortalClients,
    ClientAccountReader,
    TelegramBot,
  ],
  exports: [IssueLinkWhenSignInRequestedHandler],
})
export class PortalModule {}
