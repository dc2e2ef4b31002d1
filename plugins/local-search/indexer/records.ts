/** One searchable unit: a page's introduction or one of its h2/h3 sections, as the DocSearch crawler cuts them. */
export type SearchRecord = {
  /** Site path including the base URL, with the heading anchor for sections. */
  url: string;
  /** Which heading level the record is anchored at: the page itself, an h2 or an h3. */
  level: 'lvl1' | 'lvl2' | 'lvl3';
  hierarchy: {lvl0: string; lvl1: string; lvl2?: string; lvl3?: string};
  /** Plain text of the section, whitespace collapsed. */
  content: string;
  /** Identifiers written as code in the section (`createLabelmapForViewport`, `SSL_PORT`), each once. */
  apiNames: string[];
  /**
   * On the page's own record: the words readers use for what the page covers, from the `keywords`
   * of its front matter (Docusaurus writes them into `<meta name="keywords">`).
   */
  keywords?: string[];
  /** `docusaurus_tag` of the page: `docs-default-current`, `docs-default-3.8`, or `default` for other pages. */
  tag: string;
  language: string;
};
