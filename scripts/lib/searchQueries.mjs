// @ts-check
/**
 * Thirty queries a reader of these docs types: service and API names, config keys, deployment
 * words, features, a version question, a prefix still being typed, and one-typo words.
 */
export const SEARCH_QUERIES = [
  'DisplaySetService',
  'routerBasename',
  'nginx',
  'docker',
  'segmentation',
  'hanging protocol',
  'measurement tracking',
  'CORS',
  'OIDC',
  '3.8 migration',
  'segm',
  'segmentaton',
  'MeasurementService',
  'ToolbarService',
  'HangingProtocolService',
  'dataSources',
  'dicomweb',
  'showStudyList',
  'extension',
  'mode routes',
  'hotkeys',
  'internationalization',
  'viewport',
  'webWorkers',
  'playwright',
  'iframe',
  'static assets',
  'google cloud healthcare',
  'user account control',
  'measurment',
];
