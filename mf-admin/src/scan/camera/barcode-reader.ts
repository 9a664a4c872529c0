/** QR codes of our labels, Code 128 and EAN-13 of suppliers' boxes (issue 34 §1). */
const FORMATS = ['qr_code', 'code_128', 'ean_13'] as const;

/** What reads codes off a video frame: the browser's own BarcodeDetector, or the same API from ZXing. */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface NativeDetector {
  new (options: { formats: readonly string[] }): BarcodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * The browser's BarcodeDetector where it reads our formats (Android, macOS); elsewhere the
 * `barcode-detector` polyfill, ZXing compiled to WebAssembly, fetched only now and from this site
 * (its own default is a CDN). Frames never leave the phone either way.
 */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = (window as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats();
    if (FORMATS.every((format) => supported.includes(format)))
      return new native({ formats: FORMATS });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import(/* webpackChunkName: "barcode-reader" */ 'barcode-detector/ponyfill'),
    import(/* webpackChunkName: "barcode-reader" */ 'zxing-wasm/reader/zxing_reader.wasm'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}
