#!/usr/bin/env python3
"""
Makes src/app/crud/list/export/fonts/pdf-unicode.ttf, the one TrueType font PDF exports embed
when a table holds text beyond Latin-1 (jsPDF draws a string in one font and reads only
TrueType outlines, so Latin, Chinese, Tamil and a few symbols must share one font file).

Sources (all SIL Open Font License 1.1, see fonts/OFL.txt):
  Noto Sans SC Regular   npm @expo-google-fonts/noto-sans-sc@0.4.3  400Regular/NotoSansSC_400Regular.ttf
  Noto Sans Tamil Regular Debian fonts-noto-core (20201225-1)       usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf
  Noto Emoji Regular     npm @expo-google-fonts/noto-emoji@0.4.7    400Regular/NotoEmoji_400Regular.ttf (monochrome)

What is kept: Latin (Basic, Latin-1, Extended-A), general punctuation and currency signs, CJK
punctuation and full-width forms, the 6,763 hanzi of GB 2312, the Tamil block, and the emoji and
symbols of the Basic Multilingual Plane (jsPDF 4 encodes text as UTF-16 code units and reads
only format-4 cmaps, so emoji beyond U+FFFF cannot be drawn from any font; the export prints
them as a white square). Hinting and layout tables are dropped: jsPDF neither hints nor shapes.

Usage (Debian: apt-get install python3-fonttools):
  python3 scripts/fonts/make-pdf-font.py SC.ttf TAMIL.ttf EMOJI.ttf OUT.ttf
"""
import sys
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

UPEM = 1000


def gb2312_hanzi():
    """Every hanzi of GB 2312 (rows 16 to 87)."""
    chars = set()
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([hi, lo]).decode('gb2312')))
            except UnicodeDecodeError:
                pass
    return chars


def ranges(*pairs):
    return {c for lo, hi in pairs for c in range(lo, hi + 1)}


LATIN = ranges((0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2190, 0x21FF), (0x25A0, 0x25FF))
CJK = ranges((0x3000, 0x303F), (0xFF00, 0xFFEF)) | gb2312_hanzi()
TAMIL = ranges((0x0B80, 0x0BFF), (0x20, 0x7E))
BMP_SYMBOLS = ranges((0x2000, 0xFFFF))


def subset_font(path, unicodes):
    font = TTFont(path)
    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.name_IDs = []
    options.notdef_outline = True
    options.glyph_names = False
    sub = subset.Subsetter(options)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    for table in ('GSUB', 'GPOS', 'GDEF', 'BASE', 'STAT', 'vhea', 'vmtx', 'DSIG', 'gasp'):
        if table in font:
            del font[table]
    if font['head'].unitsPerEm != UPEM:
        scale_upem(font, UPEM)
    return font


def main(sc, tamil, emoji, out):
    parts = [subset_font(sc, LATIN | CJK), subset_font(tamil, TAMIL), subset_font(emoji, BMP_SYMBOLS)]
    names = []
    for i, font in enumerate(parts):
        name = f'/tmp/pdf-font-part-{i}.ttf'
        font.save(name)
        names.append(name)
    # The first font that maps a code point wins: Noto Sans SC's Latin and punctuation stay.
    merged = Merger().merge(names)
    name_font(merged)
    merged.save(out)


FAMILY = 'PDF Unicode Sans'


def name_font(font):
    """A name of its own (a modified font must not keep a reserved one), and the sources' notices."""
    table = font['name']
    table.names = []
    records = {
        0: 'Copyright 2014-2021 Adobe (with Reserved Font Name Source); Copyright 2012 Google Inc.; Copyright 2013 Google LLC',
        1: FAMILY,
        2: 'Regular',
        3: f'{FAMILY} Regular: Noto Sans SC, Noto Sans Tamil and Noto Emoji subset for PDF exports',
        4: f'{FAMILY} Regular',
        5: 'Version 1.000',
        6: 'PDFUnicodeSans-Regular',
        13: 'This Font Software is licensed under the SIL Open Font License, Version 1.1.',
        14: 'https://openfontlicense.org',
    }
    for name_id, text in records.items():
        table.setName(text, name_id, 3, 1, 0x409)


if __name__ == '__main__':
    main(*sys.argv[1:5])
