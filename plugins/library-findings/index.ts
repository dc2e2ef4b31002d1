import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readOhifUiPackage} from '../ohif-ui/packageInfo';
import {extractRootVariables} from '../ohif-ui/themeVariables';
import {findingFigures, type FindingFigures} from '../../src/design-system/data/libraryFindings';

/** What the component pages read with `usePluginData('library-findings')`. */
export type LibraryFindingsGlobalData = {figures: FindingFigures};

/** The contrast figures of the library's findings, measured with the installed package's theme. */
export async function measureFindings(siteDir: string): Promise<LibraryFindingsGlobalData> {
  const css = await fs.readFile(readOhifUiPackage(siteDir).distCssPath, 'utf8');
  return {figures: findingFigures(extractRootVariables(css))};
}

/**
 * Measures, at build time, the contrast figures the component pages quote for the library's
 * own accessibility defects (src/design-system/data/libraryFindings.ts), so that an upgrade of
 * @ohif/ui-next changes the figures with it.
 */
export default function libraryFindingsPlugin(context: LoadContext): Plugin<LibraryFindingsGlobalData> {
  return {
    name: 'library-findings',
    loadContent: () => measureFindings(context.siteDir),
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
