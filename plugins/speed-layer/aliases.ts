import path from 'node:path';
import {originalFile, SPEED_LAYER_DIR} from './guard';
import {REPLACEMENTS, type Replacement} from './replacements';

/** The technique a row belongs to: the first folder of `by`. */
export const techniqueOf = (row: Replacement): string => row.by.split('/')[0]!;

/**
 * A technique's webpack aliases for one build, made from its rows of the table: the key is the
 * original file (or the row's `request`), the value our module, or `false` for a file left out.
 */
export function replacementAliases(technique: string, isServer: boolean): Record<string, string | false> {
  const aliases: Record<string, string | false> = {};
  for (const row of REPLACEMENTS) {
    const {wiring} = row;
    if (techniqueOf(row) !== technique || (wiring.kind !== 'alias' && wiring.kind !== 'removed')) continue;
    if (isServer && wiring.builds === 'browser') continue;
    const key = (wiring.kind === 'alias' && wiring.request) || originalFile(row);
    aliases[key] = wiring.kind === 'removed' ? false : path.join(SPEED_LAYER_DIR, row.by);
  }
  return aliases;
}
