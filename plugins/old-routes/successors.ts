/**
 * Doc routes of OHIF 3.5–3.9 (scripts/old-routes/old-routes.json) that are no page of this
 * site, mapped by hand to the page that took their place: reviewed data, one line of reason
 * each. Keys are routes of the current docs; a retired version's route (`/3.0/x`) is looked up
 * as `/x` when the current docs have no page `/x`. An old route without a page or an entry
 * here goes to its closest section page; routes of the 1.0 and 2.0 docs go to their archive.
 */
export const SUCCESSORS: Record<string, string> = {
  // 3.0's configuration overview (index.md and configuration.md, both "Configuration"); the
  // current docs have no configuration index, the configuration files page covers the same.
  '/configuration': '/configuration/configurationFiles',
  // Misspelt route of 3.0 and 3.5–3.6, renamed in 3.7.
  '/development/continous-integration': '/development/continuous-integration',
  // 3.9 replaced the service with Zustand stores; the migration page says what to use instead.
  '/platform/services/data/StateSyncService': '/migration-guide/3p8-to-3p9/state-sync-service',
};
