const requests = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` to the head once and resolves when it has loaded. A failed
 * load removes the link and is forgotten, so a retry requests the file again.
 */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  const pending = requests.get(href);
  if (pending) return pending;
  const request = new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.ohifUi = '';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      requests.delete(href);
      reject(new Error(`Could not load the stylesheet ${href}`));
    };
    doc.head.appendChild(link);
  });
  requests.set(href, request);
  return request;
}
