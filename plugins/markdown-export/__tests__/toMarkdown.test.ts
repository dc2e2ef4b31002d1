import {describe, expect, it} from 'vitest';
import {absoluteUrl, toMarkdown, type MarkdownContext} from '../toMarkdown';
import {llmsFullTxt, llmsTxt, type LlmsVersion} from '../llmsTxt';
import {markdownUrlOf} from '../../shared/markdownRoute.mjs';
import {ORIGIN_STAND_IN} from '../convertPages';

const context: MarkdownContext = {
  sourceFile: '/site/docs/deployment/docker.md',
  siteUrl: 'https://docs.ohif.org',
  baseUrl: '/',
  permalink: '/deployment/docker',
  permalinkOfFile: (file) =>
    ({'/site/docs/deployment/nginx.md': '/deployment/nginx', '/site/docs/faq/index.md': '/faq/'})[file],
};

const SOURCE = `---
title: Docker
description: Run the viewer in a container.
---

import Thing from '@site/src/components/Thing';

Run it with [nginx](./nginx.md#tls), see the [FAQ](../faq/index.md) or [home](/).

<Diagram src="deployment/docker-stages" alt="Three build stages" caption="How the image is built." />

:::tip[Pin the tag]
Use \`v3.9.3\`, not \`latest\`.
:::

<Tabs>
  <TabItem value="a" label="One command">

\`\`\`bash title="shell"
docker run -p 3000:80 ohif/app:v3.9.3
\`\`\`

  </TabItem>
</Tabs>

| Option | Effect |
| --- | --- |
| \`-p\` | Port |

{/* a comment */}
`;

describe('toMarkdown', () => {
  const markdown = toMarkdown(SOURCE, 'Docker', context);

  it('starts with the title and carries no front matter or imports', () => {
    expect(markdown.startsWith('# Docker\n')).toBe(true);
    expect(markdown).not.toMatch(/^---|description:|import Thing|a comment/m);
  });

  it('makes links absolute to the site, pages by their route', () => {
    expect(markdown).toContain('[nginx](https://docs.ohif.org/deployment/nginx#tls)');
    expect(markdown).toContain('[FAQ](https://docs.ohif.org/faq/)');
    expect(markdown).toContain('[home](https://docs.ohif.org/)');
  });

  it('turns a diagram into its alt text and a link to the SVG', () => {
    expect(markdown).toContain(
      '**Diagram:** Three build stages ([SVG](https://docs.ohif.org/img/diagrams/deployment/docker-stages.light.svg)) _How the image is built._',
    );
  });

  it('turns admonitions and tabs into text, keeping code blocks and tables intact', () => {
    expect(markdown).toContain('> **Tip: Pin the tag**\n>\n> Use `v3.9.3`, not `latest`.');
    expect(markdown).toContain('**One command**\n\n```bash title="shell"\ndocker run -p 3000:80 ohif/app:v3.9.3\n```');
    expect(markdown).toContain('| Option | Effect |\n| - | - |\n| `-p` | Port |');
    expect(markdown).not.toMatch(/<Tabs|<TabItem|<Diagram|:::/);
  });

  it('reads admonition titles written after a space, not inside code', () => {
    expect(toMarkdown(':::warning Run it from the root\nText.\n:::', 'T', context)).toBe(
      '# T\n\n> **Warning: Run it from the root**\n>\n> Text.\n',
    );
    expect(toMarkdown('```md\n:::note Kept\n```', 'T', context)).toContain(':::note Kept');
  });

  it('drops a heading 1 of the page, which is the title', () => {
    expect(toMarkdown('# Own title\n\nText.', 'Title', context)).toBe('# Title\n\nText.\n');
  });

  it('resolves other relative targets against the page', () => {
    expect(absoluteUrl('#prerequisites', context)).toBe('https://docs.ohif.org/deployment/docker#prerequisites');
    expect(absoluteUrl('./img/x.png', context)).toBe('https://docs.ohif.org/deployment/docker/img/x.png');
    expect(absoluteUrl('mailto:a@b.c', context)).toBe('mailto:a@b.c');
  });
});

describe('Markdown copy URLs', () => {
  it('are the route plus .md, index.md at the root', () => {
    expect(markdownUrlOf('/deployment/docker', '/')).toBe('/deployment/docker.md');
    expect(markdownUrlOf('/deployment/', '/')).toBe('/deployment.md');
    expect(markdownUrlOf('/', '/')).toBe('/index.md');
    expect(markdownUrlOf('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(markdownUrlOf('/docs/3.8/', '/docs/')).toBe('/docs/3.8.md');
  });
});

describe('llms.txt', () => {
  const version = (label: string, path: string): LlmsVersion => ({
    label,
    llmsTxtUrl: `https://docs.ohif.org${path}llms.txt`,
    homeUrl: `https://docs.ohif.org${path}`,
    sections: [
      {
        title: 'Deployment',
        pages: [
          {
            title: 'Docker',
            description: 'Run it\nin a container.',
            markdownUrl: `https://docs.ohif.org${path}deployment/docker.md`,
            markdown: '# Docker\n\nText.\n',
          },
        ],
      },
    ],
  });
  const current = version('3.9.3', '/');
  const older = version('3.8', '/3.8/');

  it('follows llmstxt.org: title, summary, sections of linked pages with one-line descriptions, other versions as optional', () => {
    const text = llmsTxt(current, [older]);
    expect(text).toMatch(/^# OHIF Viewer documentation 3\.9\.3\n\n> .+\n/);
    expect(text).toContain(
      '## Deployment\n\n- [Docker](https://docs.ohif.org/deployment/docker.md): Run it in a container.\n',
    );
    expect(text).toContain('## Optional\n\n- [OHIF Viewer 3.8 documentation](https://docs.ohif.org/3.8/llms.txt)');
  });

  it('puts every page in llms-full.txt under its URL', () => {
    expect(llmsFullTxt(older)).toContain(
      'source: https://docs.ohif.org/3.8/deployment/docker.md\n---\n\n# Docker\n\nText.\n',
    );
  });
});

describe('the site origin', () => {
  // The export converts with a stand-in origin and puts the site's in afterwards (index.ts), so
  // that builds for other addresses share one conversion: the origin may only prefix links.
  it('only prefixes links: converting with the stand-in and replacing it gives the same Markdown', () => {
    const direct = toMarkdown(SOURCE, 'Docker', {...context, siteUrl: 'https://docs.hospital.example'});
    const standIn = toMarkdown(SOURCE, 'Docker', {...context, siteUrl: ORIGIN_STAND_IN});
    expect(direct).toContain('https://docs.hospital.example/deployment/nginx');
    expect(standIn.replaceAll(ORIGIN_STAND_IN, 'https://docs.hospital.example')).toBe(direct);
  });
});
