import { lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that a route's loader fetches with the screen's data: once the loader has
 * preloaded it, it renders at once (React's `lazy` would still suspend for a moment on its first render, and a
 * first screen would show its fallback for a frame); before that (a component rendered without its route), it
 * is an ordinary `lazy` one that suspends while it loads.
 *
 *   export const vpsNetworkSection = preloadable(() => import('./vps-network'), (m) => m.VpsNetwork);
 *   loader: () => Promise.all([vpsNetworkSection.preload(), …data])
 *   <vpsNetworkSection.Component server={server} />
 */
export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { preload: () => Promise<void>; Component: ComponentType<P> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  const Lazy = lazy(() => load().then((module) => ({ default: (loaded = pick(module)) })));
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { preload, Component };
}
