// @ts-check
/**
 * The kinds of the real questions set (`data/search/real-questions.tsv`): how a reader put the
 * question, so that the bench can tell which way of asking the search fails.
 */
export const QUESTION_KINDS = [
  // an error or console message pasted as shown
  'error',
  // everyday words for what the reader sees or wants ("black screen", "download all images")
  'everyday',
  // a whole question ("how can i open local files")
  'question',
  // names a product: an archive, identity provider, framework or host
  'product',
  // asks about a configuration option or API
  'config',
  // deployment and hosting
  'deploy',
];
