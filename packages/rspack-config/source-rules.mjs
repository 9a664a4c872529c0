/** How every build reads the monorepo's TypeScript: the browser bundles and the server render alike. */
export function sourceResolve(platformConditions) {
  return {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    // Workspace packages resolve to their TypeScript source.
    conditionNames: ['source', ...platformConditions, 'import', 'module', 'default'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  };
}

export const typescriptRule = {
  test: /\.tsx?$/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Always the production JSX runtime: a remote on its dev server must also run inside a
      // production shell, whose shared React has none of jsx-dev-runtime's internals.
      transform: { react: { runtime: 'automatic', development: false } },
    },
  },
};
