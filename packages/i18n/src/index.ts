// The package's root: the languages, the i18next set-up, the language prefixes of paths and the formats of money and dates.
export * from './languages.js';
export * from './setup.js';
export * from './language-paths.js';
export * from './formats.js';
