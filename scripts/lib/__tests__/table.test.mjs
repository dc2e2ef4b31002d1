import {describe, expect, it} from 'vitest';
import {formatTable} from '../table.mjs';

describe('formatTable', () => {
  it('left-aligns the first column, right-aligns the rest, and rules the header', () => {
    expect(
      formatTable(
        ['page', 'perf'],
        [
          ['home', 99],
          ['long doc', '83 ✗'],
        ],
      ),
    ).toBe(['page      perf', '--------  ----', 'home        99', 'long doc  83 ✗'].join('\n'));
  });
});
