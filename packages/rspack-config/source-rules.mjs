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

/** Images an app imports: the import is the file's address, its name carries the content hash. */
export const imageRule = { test: /\.(?:svg|webp|avif|png|jpe?g)$/i, type: 'asset/resource' };

/**
 * The same images in the server render: not written again, but addressed as the browser build addresses
 * them, so the server's markup names the very file (`/mf/public/landed-cost.1a2b3c4d.svg`) the browser
 * takes over. `publicPaths`: a source folder → where its app's files are served.
 */
export function serverImageRules(publicPaths) {
  return Object.entries(publicPaths).map(([include, publicPath]) => ({
    ...imageRule,
    include,
    generator: { emit: false, filename: '[name].[contenthash:8][ext]', publicPath },
  }));
}
