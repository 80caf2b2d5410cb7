/// <reference types="vite/client" />

/** The root package.json version, injected by vite.config.ts (`define`). */
declare const __APP_VERSION__: string;

/** The message catalogues, '<language>/<area>' -> a loader of its compiled messages (scripts/catalogues.mjs). */
declare module 'virtual:catalogues' {
  const catalogues: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default catalogues;
}
