#!/usr/bin/env node
// Lists every file of the viewer at each release tag the docs cite, with its line count, into
// data/source-files/<tag>.tsv. The audit and the pages' source links are checked against these
// lists, so the tests need no copy of the viewer. Paths and counts only: no code of the viewer.
//
//   node scripts/audit/extract-sources.mjs [--repo <bare git dir>]
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, SOURCE_TAGS, isCitableSource} from './check.mjs';

const repoFlag = process.argv.indexOf('--repo');
const repo =
  repoFlag > 0 ? process.argv[repoFlag + 1] : (process.env.OHIF_REPO ?? '/work/.mirror/AbdullahOmran+OHIF-3.10/repo');

const git = (...args) => execFileSync('git', ['--git-dir', repo, ...args], {maxBuffer: 1 << 30, encoding: 'utf8'});

/** Line count of a file as an editor numbers it: a last line without a newline still counts. */
export function lineCount(text) {
  if (text.length === 0) return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

mkdirSync(join(ROOT, 'data', 'source-files'), {recursive: true});
for (const tag of SOURCE_TAGS) {
  const rows = [];
  // Blobs only: a submodule (the viewer's testdata) is a commit, not a file of this tree.
  for (const entry of git('ls-tree', '-r', tag).split('\n')) {
    const [info, path] = entry.split('\t');
    if (!path || info.split(' ')[1] !== 'blob' || !isCitableSource(path)) continue;
    const text = git('show', `${tag}:${path}`);
    rows.push(`${path}\t${lineCount(text)}`);
  }
  writeFileSync(join(ROOT, 'data', 'source-files', `${tag}.tsv`), rows.join('\n') + '\n');
  console.log(`${tag}: ${rows.length} files`);
}
