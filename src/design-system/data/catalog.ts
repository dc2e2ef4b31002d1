import {COMPONENT_GROUPS, type ComponentDoc, type ComponentEntry, type ComponentGroup} from '../types/docs';

// Every data file of ./components is a component page; nothing else lists them. The bundler
// gathers the files at build time (the ohif-ui plugin makes their routes from the same folder).
const context = require.context('./components', false, /^\.\/[a-z0-9-]+\.ts$/);

export const COMPONENTS: ComponentEntry[] = context
  .keys()
  .map((key) => ({slug: key.slice(2, -3), ...(context(key) as {default: ComponentDoc}).default}))
  .sort((a, b) => a.name.localeCompare(b.name));

export function componentBySlug(slug: string): ComponentEntry | undefined {
  return COMPONENTS.find((entry) => entry.slug === slug);
}

/** The components grouped as the sidebar shows them. */
export function componentGroups(): Array<{group: ComponentGroup; label: string; components: ComponentEntry[]}> {
  return (Object.keys(COMPONENT_GROUPS) as ComponentGroup[])
    .map((group) => ({
      group,
      label: COMPONENT_GROUPS[group],
      components: COMPONENTS.filter((entry) => entry.group === group),
    }))
    .filter(({components}) => components.length > 0);
}

export const componentPath = (slug: string): string => `/components/${slug}`;
