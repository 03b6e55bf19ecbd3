/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build id compiled in by the version-file plugin (apps/web/build/version-file.ts). */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
