// The search theme's translations, as every page loads them: the button's strings, and the
// dialog's once the dialog's chunk has loaded. The theme's module, some forty strings, is in
// that chunk instead of `main` (`client/dialogSetup.ts`). The theme reads `modal` only while the
// dialog is open, which is after its chunk has run; before, the placeholder falls back as the
// theme's own code allows. Ids and messages are the theme's.
import {translate} from '@docusaurus/Translate';
import type ThemeTranslations from '@theme/SearchTranslations';
import {dialogTranslations} from '../../client/dialogTranslations';

const buttonText = translate({id: 'theme.SearchBar.label', message: 'Search'});

const translations: typeof ThemeTranslations = {
  button: {buttonText, buttonAriaLabel: buttonText},
  get modal() {
    return dialogTranslations.current;
  },
  placeholder: translate({id: 'theme.SearchModal.placeholder', message: 'Search docs'}),
};

export default translations;
