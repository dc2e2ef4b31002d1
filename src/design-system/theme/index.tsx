import React, {useLayoutEffect, useRef, useState} from 'react';
import {COLOR_GROUPS, TYPE_SCALE} from '@site/src/design-system/data/ohifTheme';
import {hslTripleToCss, hslTripleToHex} from './color';

export type ColorFormat = 'hsl' | 'hex';

/** Reads a custom property as the browser resolves it where `element` sits. */
function useCssVariables(names: string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--${name}`).trim()])));
  }, [names]);
  return {ref, values};
}

const TOKEN_NAMES = COLOR_GROUPS.flatMap((group) => group.tokens.map((token) => token.name));

/** The theme's colour tokens with the values the live stylesheet gives them. */
export function ColorSwatches({format}: {format: ColorFormat}): React.JSX.Element {
  const {ref, values} = useCssVariables(TOKEN_NAMES);
  const show = (triple: string | undefined) =>
    !triple ? '…' : format === 'hex' ? (hslTripleToHex(triple) ?? triple) : hslTripleToCss(triple);

  return (
    <div ref={ref} className="space-y-6">
      {COLOR_GROUPS.map((group) => (
        <table key={group.title} className="w-full table-fixed text-left text-base">
          <caption className="text-foreground pb-2 text-left text-lg">{group.title}</caption>
          <thead>
            <tr className="text-muted-foreground border-input border-b">
              <th scope="col" className="w-20 py-1 pr-3 font-normal">
                Swatch
              </th>
              <th scope="col" className="w-[34%] py-1 pr-3 font-normal">
                Token
              </th>
              <th scope="col" className="w-44 py-1 pr-3 font-normal">
                Value
              </th>
              <th scope="col" className="py-1 font-normal">
                When to use it
              </th>
            </tr>
          </thead>
          <tbody>
            {group.tokens.map((token) => (
              <tr key={token.name} className="border-input border-b" data-token={token.name}>
                <td className="py-2 pr-3">
                  <span
                    className="border-input block h-8 w-12 rounded border"
                    style={{backgroundColor: `hsl(var(--${token.name}))`}}
                    aria-hidden="true"
                  />
                </td>
                <th scope="row" className="text-foreground py-2 pr-3 font-normal">
                  <code>--{token.name}</code>
                  <div className="text-muted-foreground text-sm">
                    bg-{token.name}, text-{token.name}
                  </div>
                </th>
                <td className="text-foreground py-2 pr-3 font-mono text-sm" data-testid="token-value">
                  {show(values[token.name])}
                </td>
                <td className="text-muted-foreground py-2">{token.usage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** Each step of the type scale, set in its own class, with the size the stylesheet gives it. */
export function TypeScale(): React.JSX.Element {
  const sampleRefs = useRef<Array<HTMLElement | null>>([]);
  const [sizes, setSizes] = useState<string[]>([]);
  useLayoutEffect(() => {
    setSizes(sampleRefs.current.map((element) => (element ? getComputedStyle(element).fontSize : '')));
  }, []);

  return (
    <table className="w-full text-left">
      <caption className="text-muted-foreground pb-2 text-left text-sm">
        Sizes are computed by the browser from the live stylesheet (1rem = 16px).
      </caption>
      <thead>
        <tr className="text-muted-foreground border-input border-b text-base">
          <th scope="col" className="py-1 pr-3 font-normal">
            Class
          </th>
          <th scope="col" className="py-1 pr-3 font-normal">
            Size
          </th>
          <th scope="col" className="py-1 pr-3 font-normal">
            Sample
          </th>
          <th scope="col" className="py-1 font-normal">
            Used for
          </th>
        </tr>
      </thead>
      <tbody>
        {TYPE_SCALE.map((step, index) => (
          <tr key={step.className} className="border-input border-b text-base">
            <th scope="row" className="text-foreground py-2 pr-3 font-normal">
              <code>{step.className}</code>
            </th>
            <td className="text-foreground py-2 pr-3 font-mono text-sm">{sizes[index] || '…'}</td>
            <td className="py-2 pr-3">
              <span
                ref={(element) => {
                  sampleRefs.current[index] = element;
                }}
                className={`${step.className} text-foreground`}
              >
                Liver segment 1
              </span>
            </td>
            <td className="text-muted-foreground py-2">{step.usage}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
