import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Noto Sans (Latin, Cyrillic with the Tajik letters ӣ ӯ ҳ қ ғ ҷ) and Noto Sans SC (Chinese), read
 * once from their npm packages; PDFKit embeds only the glyphs a document uses.
 */
export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
  chinese: Buffer;
}

let loaded: DocumentFonts | undefined;

export function documentFonts(): DocumentFonts {
  // Resolved from the working directory: services run from the repository (or the image's /app), whose node_modules holds the fonts.
  const resolve = createRequire(join(process.cwd(), 'package.json')).resolve;
  loaded ??= {
    regular: readFileSync(
      resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    ),
    bold: readFileSync(resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
    chinese: readFileSync(
      resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    ),
  };
  return loaded;
}
