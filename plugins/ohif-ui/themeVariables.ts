/**
 * The library's theme lives in CSS variables on `:root` in its compiled stylesheet. We do not
 * load that stylesheet (it resets and restyles the whole site), so its variables are copied
 * from it at build time and declared under our scope selector instead.
 */
export function extractRootVariables(css: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const block of css.matchAll(/(?:^|[};])\s*:root\s*\{([^}]*)\}/g)) {
    for (const declaration of (block[1] ?? '').split(';')) {
      const match = /^\s*(--[\w-]+)\s*:\s*(.+?)\s*$/.exec(declaration);
      if (match?.[1] && match[2]) variables[match[1]] = match[2];
    }
  }
  return variables;
}

export function declareVariables(selector: string, variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}\n`;
}
