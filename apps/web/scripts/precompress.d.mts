/** Writes .br and .gz copies beside every compressible file under `dir`; resolves to how many files got them. */
export function precompressDir(dir: string): Promise<number>;
