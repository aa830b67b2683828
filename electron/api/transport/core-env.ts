/**
 * The environment a core process starts with. glibc gives each thread that contends for
 * the allocator an arena of its own (up to 8 per core) and keeps their freed memory; the
 * core's extraction and OCR workers are threads that come and go, so a long ingest held
 * hundreds of MB no live object used. Two arenas (read by glibc at process start, so it
 * must be set by whoever starts the process) measured, 400 cuad-scale PDFs with 7 OCR'd
 * pages, same machine and load: peak RSS 836 → 681 MB, and 40.9 → 45.8 pages/s. Other C
 * libraries ignore it; a value the user set is kept.
 */
export function coreProcessEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...base, MALLOC_ARENA_MAX: base.MALLOC_ARENA_MAX ?? '2' };
}
