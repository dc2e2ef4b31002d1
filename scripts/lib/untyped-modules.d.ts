// Types for the two server packages of scripts/serve-build.mjs that ship none.
declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  export default function compression(options?: {threshold?: number | string; level?: number}): Middleware;
}

declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';
  export default function handler(
    req: IncomingMessage,
    res: ServerResponse,
    options?: Record<string, unknown>,
    /** Replacements for its file access (lstat, realpath, createReadStream, readdir, sendError). */
    methods?: Record<string, (...args: never[]) => unknown>,
  ): Promise<void>;
}
