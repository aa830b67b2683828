import { pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';

// The worker comes from the one pdfjs-dist react-pdf depends on; Vite emits it as an asset.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const ASSETS = new URL('./pdfjs/', document.baseURI).href;

/**
 * One constant object: react-pdf reloads the document whenever `options` changes
 * identity. Assets are local (no network); eval stays off because the CSP forbids it.
 */
export const PDF_OPTIONS = {
  cMapUrl: `${ASSETS}cmaps/`,
  standardFontDataUrl: `${ASSETS}standard_fonts/`,
  wasmUrl: `${ASSETS}wasm/`,
  iccUrl: `${ASSETS}iccs/`,
  isEvalSupported: false,
} as const;
