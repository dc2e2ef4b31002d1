import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import iconNamesModule from '../iconNames.js';

const {iconNames} = iconNamesModule as unknown as {
  iconNames: (source: string) => {components: string[]; names: string[]};
};

describe('iconNames', () => {
  it('reads the keys of the object the Icons export is bound to, not the ones nested in it', () => {
    const bundle =
      'u.d(d,{AboutModal:()=>Ab,Icons:()=>hs});var x=1,hs={"CT-Bone":e=>f({src:"a{b"}),Add:e=>f("svg",{d:"M0,0"}),' +
      '"tool-length":e=>g(e,[1,{Zoom:2}]),Zoom:e=>`a}${1}`,ByName:({name:e})=>h(e),addIcon:(e,t)=>{hs[e]=t}},y=2;';
    expect(iconNames(bundle)).toEqual({components: ['Add', 'Zoom'], names: ['tool-length']});
  });

  it('says so when the bundle has no Icons export', () => {
    expect(() => iconNames('u.d(d,{AboutModal:()=>Ab});')).toThrow('does not export Icons');
  });

  it('finds the icons of the installed package, components and the names toolbars use', () => {
    const umd = path.resolve(__dirname, '../../../node_modules/@ohif/ui-next/dist/ohif-ui-next.umd.js');
    const {components, names} = iconNames(fs.readFileSync(umd, 'utf8'));
    expect(components).toEqual(expect.arrayContaining(['Add', 'Delete', 'Settings', 'ToolLength']));
    expect(names).toEqual(expect.arrayContaining(['tool-length', 'tool-zoom', 'tool-window-level']));
    expect([...components, ...names]).not.toContain('ByName');
    expect(components.some((name) => name.startsWith('CT'))).toBe(false);
  });
});
