import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
import {addPluginToBuildCache} from '../shared/cacheDependencies';
import {markdownFileOfRoute, markdownUrlOf} from '../shared/builtPages.mjs';
import {cachedOutput, codeFiles} from '../shared/outputCache';
import {convertPages, ORIGIN_STAND_IN, type ConversionJob} from './convertPages';
import {llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection, type LlmsVersion} from './llmsTxt';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

/** Doc ids of a sidebar subtree, in reading order (a category's own page first). */
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...docIds(item.items ?? [])];
    return [];
  });
}

/** The version's sidebar groups: each top-level category a section, loose top-level pages first. */
function sectionsOf(version: LoadedVersion, pageOf: (doc: DocMetadata) => LlmsPage): LlmsSection[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const take = (ids: string[]) =>
    ids.flatMap((id) => {
      const doc = docs.get(id);
      if (!doc || listed.has(id)) return [];
      listed.add(id);
      return [pageOf(doc)];
    });
  const sections: LlmsSection[] = [];
  const overview: LlmsPage[] = [];
  for (const items of Object.values(version.sidebars) as SidebarItem[][]) {
    for (const item of items) {
      if (item.type === 'category') sections.push({title: item.label ?? 'Pages', pages: take(docIds([item]))});
      else overview.push(...take(docIds([item])));
    }
  }
  const rest = take(version.docs.map((doc) => doc.id));
  return [
    ...(overview.length ? [{title: 'Overview', pages: overview}] : []),
    ...sections.filter((section) => section.pages.length > 0),
    ...(rest.length ? [{title: 'Other pages', pages: rest}] : []),
  ];
}

/**
 * Every doc page of every version as Markdown at its route plus `.md`, and per version an
 * `llms.txt` index and an `llms-full.txt` (current version at the root, others under their
 * path). Also gives doc pages the Copy page button (theme/DocItem/Content wraps the theme's).
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const {url: siteUrl, baseUrl} = context.siteConfig;
  let versions: LoadedVersion[] = [];
  return {
    name: 'markdown-export',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      return {};
    },

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('[markdown-export] the docs plugin has no content');
      versions = docsContent.loadedVersions;
    },

    async postBuild({outDir}) {
      const started = Date.now();
      const origin = siteUrl.replace(/\/$/, '');
      const fileOf = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
      const docs = versions.flatMap((version) => version.docs);
      const sourceFiles = docs.map((doc) => fileOf(doc.source));
      const pages = await Promise.all(
        docs.map(async (doc, index) => ({
          sourceFile: sourceFiles[index]!,
          source: await fs.readFile(sourceFiles[index]!, 'utf8'),
          title: doc.title,
          permalink: doc.permalink,
        })),
      );
      // The site's origin only prefixes the links the conversion writes, so the pages are converted
      // with a stand-in and the origin is put in afterwards: a build for another address, as the
      // hosted-search build is, converts nothing again. A page that holds the stand-in is converted
      // with the real origin.
      const standIn = pages.every((page) => !page.source.includes(ORIGIN_STAND_IN));
      const job: ConversionJob = {
        pages,
        siteUrl: standIn ? ORIGIN_STAND_IN : origin,
        baseUrl,
        permalinks: docs.map((doc, index) => [sourceFiles[index]!, doc.permalink]),
      };
      // The conversion reads nothing but the job and this folder's code.
      const {output: converted, reused} = await cachedOutput(
        'markdown-export-pages',
        [{text: JSON.stringify(job)}, ...(await codeFiles(__dirname)), {file: path.join(siteDir, 'package-lock.json')}],
        async () => JSON.stringify(await convertPages(job)),
      );
      const markdownOf = (JSON.parse(converted) as string[]).map((markdown) =>
        standIn ? markdown.replaceAll(ORIGIN_STAND_IN, origin) : markdown,
      );
      const markdownByPermalink = new Map(docs.map((doc, index) => [doc.permalink, markdownOf[index] ?? '']));
      const llmsVersions: LlmsVersion[] = [];
      for (const version of versions) {
        const versionRoot = version.path.replace(/\/?$/, '/');
        const sections = sectionsOf(version, (doc) => ({
          title: doc.title,
          description: doc.frontMatter.description ?? doc.description,
          markdownUrl: `${origin}${markdownUrlOf(doc.permalink, baseUrl)}`,
          markdown: markdownByPermalink.get(doc.permalink) ?? '',
        }));
        for (const doc of version.docs) {
          const target = markdownFileOfRoute(outDir, baseUrl, doc.permalink);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, markdownByPermalink.get(doc.permalink) ?? '');
        }
        llmsVersions.push({
          label: version.isLast ? version.label.replace(/\s*\(.*\)$/, '') : version.label,
          llmsTxtUrl: `${origin}${versionRoot}llms.txt`,
          homeUrl: `${origin}${versionRoot}`,
          sections,
        });
      }
      for (const [index, version] of llmsVersions.entries()) {
        const dir = path.join(outDir, new URL(version.homeUrl).pathname.slice(baseUrl.length));
        await fs.mkdir(dir, {recursive: true});
        await fs.writeFile(
          path.join(dir, 'llms.txt'),
          llmsTxt(
            version,
            llmsVersions.filter((_, other) => other !== index),
          ),
        );
        await fs.writeFile(path.join(dir, 'llms-full.txt'), llmsFullTxt(version));
      }
      console.log(
        `[markdown-export] ${docs.length} Markdown pages and ${llmsVersions.length} llms.txt sets in ${Date.now() - started} ms${reused ? ' (conversion reused from the cache)' : ''}`,
      );
    },
  };
}
