// Checks the names that documentation pages cite in inline code against the names found in the
// viewer's code at the page's tag (data/identifiers/<version>.txt, written by extract.mjs).
// Used by the unit test (__tests__/identifiers.test.mjs); run directly to print a report:
//
//   node scripts/identifiers/check.mjs
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {dirname, join, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DATA = join(ROOT, 'data', 'identifiers');

/**
 * Where each docs version's pages live, the name list that is their truth, and the older lists
 * that history pages (migration guides, release notes) may also cite.
 */
export const DOC_SETS = [
  {version: '3.9.3', dir: 'docs', older: ['3.8', '3.7', '2.x']},
  {version: '3.8', dir: join('versioned_docs', 'version-3.8'), older: ['3.7', '2.x']},
];

/** Pages that describe earlier releases and so cite names those releases had. */
export function isHistoryPage(page) {
  return /(?:^|\/)(?:migration-guide\/|release-notes)/.test(page);
}

/** Inline code spans of a Markdown/MDX page, outside front matter and fenced code blocks. */
export function inlineCodeSpans(markdown) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const spans = [];
  let fence = null;
  let paragraph = [];
  const flush = () => {
    const text = paragraph.join('\n');
    paragraph = [];
    // A run of N backticks opens a span that the next run of exactly N backticks closes.
    const re = /(`+)([\s\S]*?[^`])\1(?!`)/g;
    for (const match of text.matchAll(re)) {
      const before = text.slice(0, match.index);
      if (before.endsWith('\\') || /`$/.test(before)) continue;
      const content = match[2].replace(/\n/g, ' ');
      spans.push(
        content.length > 1 && content.startsWith(' ') && content.endsWith(' ') ? content.slice(1, -1) : content,
      );
    }
  };
  for (const line of body.split('\n')) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        opener &&
        opener[1][0] === fence[0] &&
        opener[1].length >= fence.length &&
        !line.trim().slice(opener[1].length).trim()
      )
        fence = null;
      continue;
    }
    if (opener) {
      flush();
      fence = opener[1];
      continue;
    }
    if (!line.trim()) flush();
    else paragraph.push(line);
  }
  flush();
  return spans;
}

/** The contents of a page's fenced code blocks, joined. */
export function fencedCode(markdown) {
  const out = [];
  let fence = null;
  for (const line of markdown.split('\n')) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        opener &&
        opener[1][0] === fence[0] &&
        opener[1].length >= fence.length &&
        !line.trim().slice(opener[1].length).trim()
      )
        fence = null;
      else out.push(line);
    } else if (opener) fence = opener[1];
  }
  return out.join('\n');
}

/**
 * Names a page declares in its own code blocks, which its prose may then cite: functions,
 * classes and variables it declares (`function renderCda`, `const notesService =`, not
 * destructuring), what it imports from its own relative files, and the `name: '…'` it gives a
 * service or module. Uses are not declarations: a call to an invented method in a code block
 * does not make the method known.
 */
export function namesDeclaredInCode(markdown) {
  const code = fencedCode(markdown);
  const names = new Set();
  const patterns = [
    /\b(?:function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
    /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*[=:]/g,
    /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s+['"]\.{1,2}\//g,
    /\bname:\s*['"]([^'"\s]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) names.add(match[1]);
  for (const match of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]\.{1,2}\//g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

const SEGMENT = '[A-Za-z_$][\\w$]*';
const PATH = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})*$`);
const PACKAGE = /^@ohif\/[a-z0-9-]+$/;
const FILE_NAME =
  /\.(?:[cm]?[jt]sx?|json|md|mdx|css|scss|less|html|ya?ml|toml|sh|txt|svg|png|jpe?g|conf|template|lock|xml|ini|env|wasm|dcm|d)$/i;
const HOST_NAME =
  /^[a-z0-9_]+(?:\.[a-z0-9_]+)*\.(?:com|org|net|io|dev|app|edu|gov|local|localhost|ai|cloud|us|uk|de)$/i;

/**
 * The name a span cites, or null when the span is not an identifier (prose, a command, a path,
 * a value, an expression). The rule, in order:
 * - `@ohif/<package>` and `@ohif/<package>.<a>.<b>` (module ids) are names;
 * - a trailing call or index is dropped (`getProtocolById(id)`, `foo()`, `items[0]` as `items`),
 *   `?.` and `!.` read as `.`, and `<Component …/>` cites `Component`;
 * - what is left must be a dotted path of JavaScript identifiers: `a`, `a.b.c`;
 * - a path with a dot is a name unless it is a file name (`config.js`, `netlify.toml`) or a
 *   host name (`viewer.ohif.org`);
 * - one word is a name when it is camelCase (`routerBasename`), PascalCase with a second capital
 *   (`HangingProtocolService`), or UPPER_SNAKE (`SEGMENTATION_ADDED`). Single lower-case or
 *   capitalised words (`mode`, `Viewer`) read as English and are not checked.
 */
export function citedName(span) {
  let text = span.trim();
  if (PACKAGE.test(text.split('.')[0]) && /^@ohif\/[a-z0-9-]+(?:\.[A-Za-z_$][\w$-]*)*$/.test(text)) return text;
  const jsx = /^<\s*([A-Z][\w$]*(?:\.[A-Z][\w$]*)*)[^<>]*\/?>$/.exec(text);
  if (jsx) text = jsx[1];
  text = text.replace(/[?!]\./g, '.');
  text = text.replace(/\((?:[^()]|\([^()]*\))*\)$/, '');
  text = text.replace(/(?:\[[^\][]*\])+$/, '');
  if (!PATH.test(text)) return null;
  if (text.includes('.')) {
    if (FILE_NAME.test(text) || HOST_NAME.test(text)) return null;
    return text;
  }
  if (/^[a-z][a-z0-9]*[A-Z]/.test(text)) return text;
  if (/^[A-Z][a-z0-9]+[A-Z]/.test(text) || /^[A-Z]{2,}[a-z]/.test(text)) return text;
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(text)) return text;
  return null;
}

/** Reads one name per line, ignoring blank lines and `#` comments. */
export function readList(path) {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

function versionNames(version) {
  const names = readList(join(DATA, `${version}.txt`));
  if (!names.length) throw new Error(`No names for ${version}: run node scripts/identifiers/extract.mjs`);
  return names;
}

/** The names a page of this docs set may cite: its tag's, the shared allow list, and for history pages the older tags'. */
export function loadKnown(docSet, {history = false} = {}) {
  const lists = [docSet.version, ...(history ? docSet.older : [])];
  return new Set([...lists.flatMap(versionNames), ...readList(join(DATA, 'allow.txt'))]);
}

function readJson(name) {
  const path = join(DATA, name);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/**
 * Per-page allowed names: data/identifiers/page-examples.json,
 * { "<page path>": { "<name>": "<why the page may cite it>" } }.
 */
export function loadPageExamples() {
  return readJson('page-examples.json');
}

/**
 * Why a cited name is unknown, or null if it is known. A dotted path is known when it is
 * known whole (a string id such as `cornerstone.segmentation`) or when each of its segments is
 * (`servicesManager.services.segmentationService`). Module ids `@ohif/pkg.type.name` need the
 * package and each later segment.
 */
export function unknownPart(name, known, examples = new Set()) {
  const isKnown = (part) => known.has(part) || examples.has(part);
  if (isKnown(name)) return null;
  const parts = name.startsWith('@') ? [name.split('.')[0], ...name.split('.').slice(1)] : name.split('.');
  if (parts.length === 1) return name;
  const missing = parts.filter((part) => !isKnown(part));
  return missing.length ? missing.join(', ') : null;
}

function distance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

function commonPrefix(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/** The known names closest to `name` (edit distance, case-insensitive; ties go to the longer common start), best first. */
export function closestNames(name, known, count = 3) {
  const target = name.toLowerCase();
  const limit = Math.max(2, Math.floor(target.length / 3));
  const scored = [];
  for (const candidate of known) {
    const lower = candidate.toLowerCase();
    let score = distance(target, lower, limit);
    if (score > limit && target.length >= 6 && (lower.includes(target) || target.includes(lower)) && lower.length >= 6)
      score = limit;
    if (score <= limit)
      scored.push([score, -commonPrefix(target, lower), Math.abs(candidate.length - name.length), candidate]);
  }
  scored.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3].localeCompare(b[3]));
  return scored.slice(0, count).map((entry) => entry[3]);
}

function pagesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(join(ROOT, dir), {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...pagesUnder(path));
    else if (/\.mdx?$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** Every page of a docs set, as a path from the site root with forward slashes. */
export function pagesOf(docSet) {
  return pagesUnder(docSet.dir).map((path) => path.split(sep).join('/'));
}

/** Unknown names cited on one page: [{span, name, missing, closest}]. */
export function checkPage(page, known, pageExamples = loadPageExamples()) {
  const markdown = readFileSync(join(ROOT, page), 'utf8');
  return checkMarkdown(markdown, known, new Set(Object.keys(pageExamples[page] ?? {})));
}

/** Unknown names cited in one page's text, given the page's own allowed names. */
export function checkMarkdown(markdown, known, pageNames = new Set()) {
  const examples = new Set([...pageNames, ...namesDeclaredInCode(markdown)]);
  const seen = new Set();
  const problems = [];
  for (const span of inlineCodeSpans(markdown)) {
    const name = citedName(span);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const missing = unknownPart(name, known, examples);
    if (missing) problems.push({span, name, missing, closest: closestNames(missing.split(', ')[0], known)});
  }
  return problems;
}

export function describeProblem(page, problem) {
  const near = problem.closest.length ? `closest known: ${problem.closest.join(', ')}` : 'no close known name';
  const part = problem.missing === problem.name ? '' : ` (unknown: ${problem.missing})`;
  return `${page}: \`${problem.span}\`${part}; ${near}`;
}

/** Every unknown name on every page: [{page, version, problems}] for pages with any. */
export function checkAllPages() {
  const pageExamples = loadPageExamples();
  const results = [];
  for (const docSet of DOC_SETS) {
    const known = loadKnown(docSet);
    const knownInHistory = loadKnown(docSet, {history: true});
    for (const page of pagesOf(docSet)) {
      const problems = checkPage(page, isHistoryPage(page) ? knownInHistory : known, pageExamples);
      results.push({page, version: docSet.version, problems});
    }
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const {page, problems} of checkAllPages()) {
    for (const problem of problems) {
      failed++;
      console.log(describeProblem(page, problem));
    }
  }
  console.log(`${failed} unknown name(s)`);
  process.exitCode = failed ? 1 : 0;
}
