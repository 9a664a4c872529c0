import 'reflect-metadata';
import { runService } from '@silkway/service-kit';
import { inventoryService } from './service.js';

await runService(inventoryService);
