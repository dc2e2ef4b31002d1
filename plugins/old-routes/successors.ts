/**
 * Doc routes of OHIF 3.5–3.9 (scripts/old-routes/old-routes.json) that are no page of this
 * site, mapped to the page that took their place. An old route without an entry here goes to
 * its closest section page; routes of the 1.0 and 2.0 docs go to their archive.
 */
export const SUCCESSORS: Record<string, string> = {
  // Misspelt route of 3.5–3.6, renamed in 3.7.
  '/development/continous-integration': '/development/continuous-integration',
  // 3.9 replaced the service with Zustand stores; the migration page says what to use instead.
  '/platform/services/data/StateSyncService': '/migration-guide/3p8-to-3p9/state-sync-service',
};
