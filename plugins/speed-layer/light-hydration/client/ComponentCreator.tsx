// Core's `ComponentCreator` (the `@docusaurus/ComponentCreator` alias, set here by ../index.ts).
// The generated route table calls it for every route (279 here) while `main` is evaluated, and
// core's builds a react-loadable component for each at once: several ms of the first script's
// task on a phone. This one builds a route's loadable component the first time the route is
// rendered or preloaded, and only for that route.
import React, {type ComponentType, type ReactNode} from 'react';
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

/** What the route table and `preload` use of a route component. */
type RouteComponentType = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponentType {
  let loadable: RouteComponentType | undefined;
  const route = (): RouteComponentType => (loadable ??= createLoadable(path, hash) as RouteComponentType);
  function RouteComponent(props: Record<string, unknown>): ReactNode {
    const Loadable = route();
    return <Loadable {...props} />;
  }
  RouteComponent.preload = () => route().preload();
  return RouteComponent;
}
