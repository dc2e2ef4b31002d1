// Imported by the search dialog's chunk before the dialog (`../../docsearch-modal-chunk`, option
// `dialogSetup`): the theme's translations, whole, reach the browser with the dialog.
import translations from '@local-search/ThemeSearchTranslations';
import {dialogTranslations} from './dialogTranslations';

dialogTranslations.current = translations.modal;
