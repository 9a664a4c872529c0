// The package's root: the languages, the i18next set-up and the language prefixes of paths.
export * from './languages.js';
export * from './setup.js';
export * from './language-paths.js';
