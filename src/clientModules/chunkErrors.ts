/** True for the errors webpack/Rspack raise when a JS or CSS chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w~-]+ failed/.test(reason.message);
}
