// Written by plugins/ohif-ui at build time from the installed package (see THEME_FACTS_FILE).
declare module '@generated/ohif-ui/theme-facts.json' {
  const facts: import('@site/plugins/ohif-ui/themePresets').ThemeFacts;
  export default facts;
}
