// Written by plugins/ohif-ui at build time from the installed package (see ICON_NAMES_FILE).
declare module '@generated/ohif-ui/icon-names.json' {
  const icons: import('@site/plugins/ohif-ui').IconNames;
  export default icons;
}
