import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Resolves each shared module (and requests its chunk) in a task of its own. The app's start asks for
 * all eight shared singletons at once, and resolving them in one go was the longest task after the
 * first paint (docs/public-site.md, "Taking over in small tasks").
 */
export default function sharedInTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'silkway-shared-in-tasks',
    beforeLoadShare: (args) => new Promise((resolve) => setTimeout(() => resolve(args), 0)),
  };
}
