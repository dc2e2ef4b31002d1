import type {ComponentType} from 'react';

/** What an example file exports: the picker preview and the named examples. */
export type ExampleModule = {
  Preview: ComponentType<{values: Record<string, string>}>;
} & Record<string, ComponentType<Record<string, never>> | ComponentType<{values: Record<string, string>}>>;

/**
 * Loads one component's example file, which imports the library. The bundler makes one chunk
 * per file of this folder from the template, so no list of examples is kept anywhere.
 */
export function loadExamples(slug: string): Promise<ExampleModule> {
  return import(`./${slug}.tsx`) as Promise<ExampleModule>;
}
