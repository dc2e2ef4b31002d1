import type translations from '@theme/SearchTranslations';

/**
 * The search dialog's strings, which the dialog's chunk puts here when it loads (see
 * `dialogSetup.ts`), so that pages carry only the button's.
 */
export const dialogTranslations: {current?: (typeof translations)['modal']} = {};
