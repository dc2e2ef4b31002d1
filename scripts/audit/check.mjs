#!/usr/bin/env node
// Checks the claims audit (docs-audit/claims/**/*.tsv) and the source links of the doc pages
// against the lists of the viewer's files at each tag (data/source-files/<tag>.tsv).
//
//   node scripts/audit/check.mjs            problems, then claims per section
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each docs folder and the viewer tag that decides its claims. */
export const DOC_SETS = [
  {dir: 'docs', tag: 'v3.9.3'},
  {dir: 'versioned_docs/version-3.8', tag: 'v3.8.0'},
];

/** Tags a claim may cite: the pages' own, and 3.7.0 for the 3.7 → 3.8 migration guide. */
export const SOURCE_TAGS = ['v3.9.3', 'v3.8.0', 'v3.7.0'];

export const VERDICTS = ['true', 'corrected', 'removed', 'external'];

const PUBLIC_REPO = 'https://github.com/OHIF/Viewers';
const BINARY = /\.(?:png|jpe?g|gif|ico|webp|woff2?|ttf|eot|otf|mp4|webm|zip|gz|dcm|wasm|pdf)$/i;

/** The viewer's own docs site is a reference, not the truth: claims never cite it. */
export function isCitableSource(path) {
  return !path.startsWith('platform/docs/') && !BINARY.test(path);
}

/** path → line count of every citable file of the viewer at a tag. */
export function loadSourceFiles(tag, root = ROOT) {
  const files = new Map();
  const text = readFileSync(join(root, 'data', 'source-files', `${tag}.tsv`), 'utf8');
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [path, lines] = line.split('\t');
    files.set(path, Number(lines));
  }
  return files;
}

/** Every doc page of both versions, as paths from the repository root. */
export function docPages(root = ROOT) {
  const pages = [];
  for (const {dir, tag} of DOC_SETS) {
    const walk = (folder) => {
      for (const entry of readdirSync(join(root, folder), {withFileTypes: true})) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/\.mdx?$/.test(entry.name)) pages.push({page: path, tag});
      }
    };
    walk(dir);
  }
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}

export function tagOfPage(page) {
  return DOC_SETS.find(({dir}) => page.startsWith(`${dir}/`))?.tag;
}

const CITATION = /^(?:(v\d+\.\d+\.\d+):)?([^:\s]+):(\d+)(?:-(\d+))?$/;

/** `[tag:]path:line[-line]`, several separated by `;`. Returns citations or an error text. */
export function parseEvidence(evidence, defaultTag) {
  const citations = [];
  for (const part of evidence
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = CITATION.exec(part);
    if (!match) return {error: `"${part}" is not [tag:]path:line[-line]`};
    const [, tag = defaultTag, path, from, to = from] = match;
    citations.push({tag, path, from: Number(from), to: Number(to)});
  }
  return {citations};
}

/** Rows of every audit file, with the file and line they come from. */
export function readAudit(root = ROOT) {
  const folder = join(root, 'docs-audit', 'claims');
  const rows = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsv')) {
        const lines = readFileSync(path, 'utf8').split('\n');
        lines.forEach((line, index) => {
          if (index === 0 || !line.trim()) return;
          const [page, claim, verdict, evidence, reviewer] = line.split('\t');
          rows.push({file: relative(root, path), line: index + 1, page, claim, verdict, evidence, reviewer});
        });
      }
    }
  };
  if (existsSync(folder)) walk(folder);
  return rows;
}

/** Problems of the audit rows: unknown pages, bad verdicts, citations that do not exist at the tag. */
export function checkAudit(rows, pages, sourcesOf) {
  const problems = [];
  const known = new Set(pages.map(({page}) => page));
  const covered = new Set();
  for (const row of rows) {
    const where = `${row.file}:${row.line}`;
    const say = (text) => problems.push(`${where}: ${text}`);
    if (!known.has(row.page)) {
      say(`no doc page ${row.page}`);
      continue;
    }
    covered.add(row.page);
    if (!row.claim?.trim()) say('empty claim');
    if (!row.reviewer?.trim()) say('no reviewer');
    if (!VERDICTS.includes(row.verdict)) {
      say(`verdict "${row.verdict}" is not one of ${VERDICTS.join(', ')}`);
      continue;
    }
    if (row.verdict === 'external') continue;
    const {citations, error} = parseEvidence(row.evidence ?? '', tagOfPage(row.page));
    if (error) say(error);
    else if (citations.length === 0) say('a claim about the viewer needs a file and line');
    for (const {tag, path, from, to} of citations ?? []) {
      const files = sourcesOf(tag);
      if (!files) say(`no file list for tag ${tag}`);
      else if (!isCitableSource(path)) say(`${path}: the viewer's docs are not evidence`);
      else if (!files.has(path)) say(`${path} does not exist at ${tag}`);
      else if (from < 1 || to < from || to > files.get(path))
        say(`${path}:${from}-${to} is outside its ${files.get(path)} lines at ${tag}`);
    }
  }
  for (const {page} of pages) if (!covered.has(page)) problems.push(`${page}: no claim audited`);
  return problems;
}

/** Reference pages document a part of the viewer's code, so they link the files they describe. */
export function isReferencePage(page) {
  const inDocs = page.replace(/^(?:docs|versioned_docs\/version-[^/]+)\//, '');
  return /^(?:platform\/(?:services|managers|extensions\/modules)\/|configuration\/dataSources\/)/.test(inDocs);
}

const SOURCE_LINK = new RegExp(`${PUBLIC_REPO.replace(/[.]/g, '\\.')}/(blob|tree)/([^/\\s)]+)/([^\\s)#>"'\`]+)`, 'g');

/** Links of a page into the viewer's public repository at a tag. */
export function sourceLinks(markdown) {
  return [...markdown.matchAll(SOURCE_LINK)]
    .map(([, kind, tag, path]) => ({kind, tag, path: path.replace(/\/$/, '')}))
    .filter(({tag}) => /^v\d/.test(tag));
}

/** Problems of the pages' source links: wrong tag, missing file or folder, reference page without one. */
export function checkSourceLinks(pages, readPage, sourcesOf) {
  const problems = [];
  for (const {page, tag: pageTag} of pages) {
    const links = sourceLinks(readPage(page));
    if (isReferencePage(page) && links.length === 0)
      problems.push(`${page}: a reference page links no source file at ${pageTag}`);
    for (const {kind, tag, path} of links) {
      const files = sourcesOf(tag);
      if (!files) {
        problems.push(`${page}: links tag ${tag}, which has no file list`);
        continue;
      }
      if (tag !== pageTag && !/migration-guide\/|release-notes/.test(page))
        problems.push(`${page}: links ${tag}, but the page documents ${pageTag}`);
      const exists = kind === 'blob' ? files.has(path) : [...files.keys()].some((file) => file.startsWith(`${path}/`));
      if (!exists) problems.push(`${page}: ${kind} ${path} does not exist at ${tag}`);
    }
  }
  return problems;
}

function sourcesLoader(root = ROOT) {
  const cache = new Map();
  return (tag) => {
    if (!SOURCE_TAGS.includes(tag)) return undefined;
    if (!cache.has(tag)) cache.set(tag, loadSourceFiles(tag, root));
    return cache.get(tag);
  };
}

export function checkAll(root = ROOT) {
  const pages = docPages(root);
  const sourcesOf = sourcesLoader(root);
  const rows = readAudit(root);
  return {
    rows,
    pages,
    auditProblems: checkAudit(rows, pages, sourcesOf),
    linkProblems: checkSourceLinks(pages, (page) => readFileSync(join(root, page), 'utf8'), sourcesOf),
  };
}

/** Claims and corrections per section (version and first folder), for the closing figures. */
export function summarise(rows) {
  const sections = new Map();
  for (const row of rows) {
    const set = DOC_SETS.find(({dir}) => row.page.startsWith(`${dir}/`));
    if (!set) continue;
    const inDocs = row.page.slice(set.dir.length + 1);
    const section = `${set.tag} ${inDocs.includes('/') ? inDocs.split('/')[0] : '(root)'}`;
    const entry = sections.get(section) ?? {claims: 0, corrected: 0, pages: new Set()};
    entry.claims += 1;
    if (row.verdict === 'corrected' || row.verdict === 'removed') entry.corrected += 1;
    entry.pages.add(row.page);
    sections.set(section, entry);
  }
  return [...sections].sort(([a], [b]) => a.localeCompare(b));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {rows, auditProblems, linkProblems} = checkAll();
  for (const problem of [...auditProblems, ...linkProblems]) console.log(problem);
  console.log('\nsection\tpages\tclaims\tcorrected');
  for (const [section, {claims, corrected, pages}] of summarise(rows))
    console.log(`${section}\t${pages.size}\t${claims}\t${corrected}`);
  console.log(`\n${auditProblems.length} audit problems, ${linkProblems.length} source-link problems`);
  process.exitCode = auditProblems.length + linkProblems.length > 0 ? 1 : 0;
}
