/** Where the build keeps pdf.js's data files (fonts, character maps, decoders), set by vite.config.ts. */
declare const __PDFJS_ASSETS__: string;
