import {versionIndexFiles} from '../indexer/buildIndex';
import type {SearchRecord} from '../indexer/records';

const record = (url: string, lvl1: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord => {
  const anchor = url.includes('#');
  return {
    url,
    level: anchor ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1, ...(extra.hierarchy ?? {})},
    content,
    tag: 'docs-default-current',
    language: 'en',
    apiNames: [],
    ...extra,
  };
};

/** A small version index: a few pages with titles, sections, API names and text. */
export const RECORDS: SearchRecord[] = [
  record(
    '/platform/services/data/DisplaySetService',
    'DisplaySetService',
    'The DisplaySetService groups <instances> into display sets.',
    {apiNames: ['DisplaySetService']},
  ),
  record(
    '/platform/services/data/DisplaySetService#events',
    'DisplaySetService',
    'Fired by the DisplaySetService when sets change.',
    {
      hierarchy: {lvl0: 'Docs', lvl1: 'DisplaySetService', lvl2: 'Events'},
      apiNames: ['DISPLAY_SETS_ADDED'],
    },
  ),
  record('/faq', 'Frequently asked questions', 'OHIF is not FDA cleared. It mentions the DisplaySetService once.'),
  record(
    '/faq#debug-on-a-phone',
    'Frequently asked questions',
    'Open the viewer on iOS Safari and attach the desktop inspector.',
    {
      hierarchy: {lvl0: 'Docs', lvl1: 'Frequently asked questions', lvl2: 'Debug on a phone'},
    },
  ),
  record('/deployment/cors', 'Cross-origin isolation', 'Cross origin isolation needs the COOP and COEP headers.'),
  record('/deployment/docker', 'Docker', 'Build the image and run the container.', {
    keywords: ['nginx image', "container won't start"],
  }),
  record('/deployment/docker#kubernetes', 'Docker', 'Deploy the image with Kubernetes and Helm.', {
    hierarchy: {lvl0: 'Docs', lvl1: 'Docker', lvl2: 'Run on Kubernetes'},
  }),
  record('/platform/internationalization', 'Internationalization', 'Translate the viewer into your language.'),
  record('/3.8/faq', 'FAQ', 'Old answers about segmentation.', {tag: 'docs-default-3.8'}),
];

export const SYNONYMS = [
  ['iphone', 'ios'],
  ['k8s', 'kubernetes'],
  ['approved', 'cleared'],
];

export const FILES = versionIndexFiles(RECORDS, SYNONYMS);
