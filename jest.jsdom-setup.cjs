// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor poll for a state; a machine busy with other suites may need more than the 1 s default.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });
