import { describeConstraintRefusals, startTestService } from '@silkway/service-kit/testing';
import { inventoryService } from '../src/service.js';

describeConstraintRefusals('inventory', () => startTestService(inventoryService));
