import { describeConstraintRefusals } from '@silkway/service-kit/testing';
import { startFilesTestKit } from './testing/files-test-kit.js';

describeConstraintRefusals('files', () => startFilesTestKit());
