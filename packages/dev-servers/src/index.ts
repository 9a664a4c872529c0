// Development stand-ins: `npm start`, the tests, the benchmarks and the backup drill start them when
// no real S3 or SMTP server is configured. A rule of .dependency-cruiser.cjs keeps them out of every
// service's runtime.
export { EMBEDDED_S3_CREDENTIALS, startEmbeddedS3, type EmbeddedS3 } from './embedded-s3.js';
export { startMailCatcher, type MailCatcher, type MailCatcherOptions } from './mail-catcher.js';
