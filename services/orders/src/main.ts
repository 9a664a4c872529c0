import 'reflect-metadata';
import { runService } from '@silkway/service-kit';
import { ordersService } from './service.js';

await runService(ordersService);
