declare module '@local-search/DocusaurusHead' {
  export {default} from '@docusaurus/Head';
}

declare module '@local-search/ThemeSearchBar' {
  export {default} from '@theme/SearchBar';
}

declare module '@local-search/ThemeSearchPage' {
  export {default} from '@theme/SearchPage';
}

declare module '@local-search/ThemeSearchTranslations' {
  export {default} from '@theme/SearchTranslations';
}

declare module '@local-search/AlgoliaSearchHelper' {
  import algoliaSearchHelper from 'algoliasearch-helper';
  export default algoliaSearchHelper;
}
