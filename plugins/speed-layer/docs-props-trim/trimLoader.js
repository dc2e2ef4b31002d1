// Bundler loader for the docs plugin's route props (`…/docusaurus-plugin-content-docs/<id>/p/*.json`):
// drops each doc's description from a version's props, keeping id, title and sidebar. Every doc
// page downloads its version's props; the descriptions were most of their size, and only doc
// cards (`DocCardList`, which the site does not use) read them.

/**
 * @param {string} json a props module
 * @returns {string | undefined} the trimmed JSON, or undefined when the data is not version
 *   props or has nothing to drop
 */
function trimVersionProps(json) {
  let data;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return undefined;
  let changed = false;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object' && 'description' in doc) {
      delete doc.description;
      changed = true;
    }
  }
  return changed ? JSON.stringify(data) : undefined;
}

/** @param {string} source */
module.exports = function docsPropsTrimLoader(source) {
  return trimVersionProps(source) ?? source;
};
module.exports.trimVersionProps = trimVersionProps;
