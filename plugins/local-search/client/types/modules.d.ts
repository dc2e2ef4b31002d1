declare module '@local-search/DocusaurusHead' {
  export {default} from '@docusaurus/Head';
}
