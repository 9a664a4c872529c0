import { describeConstraintRefusals, startTestService } from '@silkway/service-kit/testing';
import { ordersService } from '../src/service.js';

describeConstraintRefusals('orders', () => startTestService(ordersService));
