import type * as Mupdf from 'mupdf';
import { COMPRESS_DEFAULTS } from '../../../contract/pagetools';
import { mupdf, pageError, savePdf, withPdf } from './mupdf';

export interface CompressOptions {
  /** The resolution an image is brought down to. */
  downsampleDpi: number;
  /** Only images shown at more than this resolution are brought down. */
  maxDpi: number;
  /** JPEG quality of a resampled image, 0–1. */
  quality: number;
}

const COMPRESS_MESSAGE = 'Kies een resolutie tussen 10 en 1200 dpi (niet hoger dan de grens) en een kwaliteit tussen 0 en 1.';

function checkOptions({ downsampleDpi, maxDpi, quality }: CompressOptions) {
  const dpi = (value: number) => Number.isFinite(value) && value >= 10 && value <= 1200;
  if (!dpi(downsampleDpi) || !dpi(maxDpi) || downsampleDpi > maxDpi) throw pageError('downsampleDpi', COMPRESS_MESSAGE);
  if (!Number.isFinite(quality) || quality <= 0 || quality > 1) throw pageError('quality', COMPRESS_MESSAGE);
}

/** Pixel size to the largest size (in points) it is drawn at on a page: its effective resolution is the smallest. */
type Placements = Map<string, number>;
const sizeKey = (width: number, height: number) => `${width}x${height}`;

/** Where the page draws its images, found by running it through a device that only listens for images. */
function placementsOf(lib: typeof Mupdf, page: Mupdf.PDFPage, placements: Placements) {
  const device = new lib.Device({
    fillImage(image: Mupdf.Image, ctm: Mupdf.Matrix) {
      const key = sizeKey(image.getWidth(), image.getHeight());
      const drawnWidth = Math.hypot(ctm[0], ctm[1]);
      placements.set(key, Math.max(placements.get(key) ?? 0, drawnWidth));
    },
  });
  try {
    page.run(device, lib.Matrix.identity);
  } finally {
    device.close();
  }
}

function drawsXObjects(page: Mupdf.PDFObject) {
  const xobjects = page.getInheritable('Resources').get('XObject');
  let found = false;
  if (xobjects.isDictionary()) xobjects.forEach((value) => (found ||= ['Image', 'Form'].includes(value.get('Subtype').asName())));
  return found;
}

/** An image we can replace by a JPEG without losing anything but resolution: no transparency, no mask, no special decoding. */
function plainImage(object: Mupdf.PDFObject) {
  if (object.get('Subtype').asName() !== 'Image') return false;
  return ['SMask', 'Mask', 'ImageMask', 'Decode', 'SMaskInData'].every((key) => object.get(key).isNull() || (key === 'ImageMask' && !object.get(key).asBoolean()));
}

/**
 * Draws `image` at `width` × `height` pixels and encodes it as JPEG; the drawing filters the
 * pixels down, so the result is a true downsample rather than a dropped-pixel one.
 */
function resampled(lib: typeof Mupdf, image: Mupdf.Image, width: number, height: number, quality: number) {
  const gray = image.getColorSpace()?.isGray() ?? false;
  const pixmap = new lib.Pixmap(gray ? lib.ColorSpace.DeviceGray : lib.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  try {
    pixmap.clear(255);
    const device = new lib.DrawDevice(lib.Matrix.identity, pixmap);
    try {
      device.fillImage(image, [width, 0, 0, height, 0, 0], 1);
    } finally {
      device.close();
    }
    return { jpeg: pixmap.asJPEG(Math.round(quality * 100)).slice(), gray };
  } finally {
    pixmap.destroy();
  }
}

/**
 * Brings every image shown at more than `maxDpi` down to `downsampleDpi`, re-encoded as JPEG at
 * `quality`, in place (an image shared by several pages stays shared), and keeps the original
 * where the result would not be smaller. The resolution is the image's pixel width over the
 * widest it is drawn on any page.
 */
export async function compressPdf(bytes: Uint8Array, options: CompressOptions = COMPRESS_DEFAULTS): Promise<Uint8Array> {
  checkOptions(options);
  const lib = await mupdf();
  return withPdf(bytes, (doc) => {
    const seen = new Set<number>();
    const pageCount = doc.countPages();
    const placements: Placements = new Map();
    // Running a page through a device costs; a page whose resources hold no image or form cannot draw an image.
    for (let i = 0; i < pageCount; i++) if (drawsXObjects(doc.findPage(i))) placementsOf(lib, doc.loadPage(i), placements);
    for (let i = 0; i < pageCount; i++) {
      const xobjects = doc.findPage(i).getInheritable('Resources').get('XObject');
      if (!xobjects.isDictionary()) continue;
      xobjects.forEach((reference) => {
        if (!reference.isIndirect() || seen.has(reference.asIndirect())) return;
        seen.add(reference.asIndirect());
        const object = reference.resolve();
        if (!plainImage(object)) return;
        const image = doc.loadImage(reference);
        const width = image.getWidth();
        const height = image.getHeight();
        const drawnWidth = placements.get(sizeKey(width, height));
        if (!drawnWidth) return;
        const dpi = (width * 72) / drawnWidth;
        if (dpi <= options.maxDpi) return;
        const factor = options.downsampleDpi / dpi;
        const target = { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
        const { jpeg, gray } = resampled(lib, image, target.width, target.height, options.quality);
        if (jpeg.byteLength >= reference.readRawStream().getLength()) return;
        for (const key of ['DecodeParms', 'Intent', 'Interpolate']) object.delete(key);
        object.put('Width', target.width);
        object.put('Height', target.height);
        object.put('BitsPerComponent', 8);
        object.put('ColorSpace', doc.newName(gray ? 'DeviceGray' : 'DeviceRGB'));
        object.put('Filter', doc.newName('DCTDecode'));
        reference.writeRawStream(jpeg);
      });
    }
    return savePdf(doc);
  });
}
