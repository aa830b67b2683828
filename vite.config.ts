import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ROOT = dirname(fileURLToPath(import.meta.url));
const PDFJS = join(ROOT, 'node_modules', 'pdfjs-dist');
/** pdf.js fetches these at run time (CJK cmaps, the 14 standard fonts, JPX/JBIG2/colour decoders, the CMYK profile). */
const PDFJS_ASSETS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;
const OUT_DIR = join(ROOT, 'dist', 'renderer');

/**
 * Serves pdf.js's run-time assets under `pdfjs/` in dev and copies them into the build:
 * the app must render CJK text and unembedded fonts with no network at all.
 */
function pdfjsAssets(): Plugin {
  return {
    name: 'pincite-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/pdfjs\/(cmaps|standard_fonts|wasm|iccs)\/([^?#]+)/.exec(req.url ?? '');
        if (!m) return next();
        const base = join(PDFJS, m[1]!);
        const file = resolve(base, '.' + normalize('/' + decodeURIComponent(m[2]!)));
        if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) return next();
        createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      for (const dir of PDFJS_ASSETS) cpSync(join(PDFJS, dir), join(OUT_DIR, 'pdfjs', dir), { recursive: true });
    },
  };
}

export default defineConfig({
  root: join(ROOT, 'renderer'),
  // Relative asset URLs: the same build loads from file:// in Electron and from the loopback host.
  base: './',
  plugins: [react(), tailwindcss(), pdfjsAssets()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2023',
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1' },
});
