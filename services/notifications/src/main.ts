import 'reflect-metadata';
import { runService } from '@silkway/service-kit';
import { notificationsService } from './service.js';

await runService(notificationsService);
