/** Downloads a page's Markdown copy; loaded on the first press of Copy page. */
export async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`the Markdown copy answered ${response.status}`);
  return response.text();
}
