import type { Plugin } from 'vite';

export function catalogueFiles(folder: string): Record<string, string>;
export function compileCatalogue(messages: Record<string, string>, file?: string): Record<string, unknown>;
export function messageCatalogues(folder: string): Plugin;
