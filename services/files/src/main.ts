import 'reflect-metadata';
import { runService } from '@silkway/service-kit';
import { filesService } from './service.js';

await runService(filesService);
