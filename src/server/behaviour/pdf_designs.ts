/**
 * A design's logo (`layout.header.logo`, a PNG or JPEG data URL) is a picture like any other: one
 * over MAX_IMAGE_PIXELS is refused with the size in a sentence (422 on `layout`), read from its
 * header before anything decodes it (images.ts). The PDF drawer skips one stored before.
 */
import { defineBehaviour } from '../behaviours';
import { checkPicturePixels, DEFAULT_MAX_IMAGE_PIXELS } from '../images';

export default defineBehaviour(({ settings }) => ({
  validate({ input }) {
    if (!input || !('layout' in input.values)) return;
    let layout = input.values.layout as unknown;
    if (typeof layout === 'string') {
      try {
        layout = JSON.parse(layout);
      } catch {
        return; // not JSON: the field's own check says so
      }
    }
    const logo = (layout as { header?: { logo?: unknown } } | null)?.header?.logo;
    const data = typeof logo === 'string' ? /^data:image\/[a-z+.-]+;base64,(.+)$/is.exec(logo)?.[1] : undefined;
    if (data) checkPicturePixels(Buffer.from(data, 'base64'), settings?.maxImagePixels ?? DEFAULT_MAX_IMAGE_PIXELS, 'layout');
  },
}));
