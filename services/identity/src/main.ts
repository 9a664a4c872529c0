import 'reflect-metadata';
import { runService } from '@silkway/service-kit';
import { identityService } from './service.js';

await runService(identityService);
