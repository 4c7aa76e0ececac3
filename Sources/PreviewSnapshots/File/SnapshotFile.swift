import TextUI

/// The text form of one rendered state, designed to read well in `git diff`.
///
/// ## The snapshot file format, version 2
///
/// A snapshot is UTF-8 text with LF line ends and a final newline, in four parts: a header,
/// the screen in a frame, the styles, and what a screen reader gets. For example, a 12 × 3 rendering of the state
/// `success` of `ItemListPreviews`:
///
/// ```text
/// textui-snapshot 2
/// component: ItemListView
/// preview: ItemListPreviews
/// state: success
/// width: 12
/// height: 3
/// width-policy: unicode-17.0.0 uax11-wide=2 ambiguous=1 emoji=2 parts=terminal
/// ┌────────────┐
/// │Books 本    │
/// │> Dune      │
/// │[ Fetch ]   │
/// └────────────┘
/// styles:
/// 0: 0..<5 fg=cyan bold
/// 1: 0..<6 fg=black bg=#e0e0e0 │ 6..<12 bg=p236
/// accessibility:
/// text "Books 本" traits=header
/// button "Dune"
/// button "Fetch"
/// ```
///
/// **Header.** The first line is `textui-snapshot` and the format version. Then one
/// `name: value` field per line, always in this order: `component`, `preview`, `state`,
/// `step` (only for a state after an interaction step, e.g. `step: 1 tap Fetch`), `width` and
/// `height` in cells, and `width-policy`, the Unicode width rules the text was measured with
/// (`GraphemeWidth.policy`). Values are written as they are, except that `\` is written `\\`,
/// a newline `\n`, a tab `\t`, a carriage return `\r`, any other control character (C0, DEL,
/// C1) or format character (and a space at either end of the value) `\u{XXXX}` with its
/// upper-case hexadecimal code point: the escaping every text of the file uses.
///
/// **Variants.** A state rendered in a variant other than the default (see `PreviewVariant`)
/// has a `variant: <name>` field after `step`, and its file name ends in `@<name>`. A
/// rendering whose colours were resolved for another terminal than the light one with colour
/// (a dark variant, a monochrome one, a view that asks `.preferredColorScheme(.dark)`) has a
/// `terminal:` field after `width-policy`: the scheme, the default foreground and background
/// it was resolved for, and `, no colour` when colours were dropped, as in
/// `terminal: dark #e5e5e5 on #000000`. Both fields are left out for the default variant on a
/// light terminal, so files written before variants existed read as the default variant and
/// a re-recording rewrites them byte for byte.
///
/// **Screen.** The frame's top rule `┌`, `─` × width, `┐`; then every row of the buffer, top
/// to bottom, as `│<row>│` where `<row>` is exactly what a terminal shows, including trailing
/// spaces, always `width` cells wide as `GraphemeWidth` measures; then the bottom rule `└`,
/// `─` × width, `┘`. The frame keeps trailing spaces visible and safe from editors, and makes
/// a change to one row a change to exactly one line of the file. A buffer of width 0 has rows
/// `││`; a buffer of height 0 has only the two rules. A cell the file cannot show faithfully
/// (a control character, a character whose measured width differs from its cell's, a
/// character that would join its neighbour into one grapheme cluster, or half of a split wide
/// character) is written as U+FFFD `�` (plus a space for the second cell of a wide one).
///
/// **Styles.** A line `styles:`, always present, then one line for every row that has any
/// non-default style, in row order; rows without styles have no line. A style line is the row
/// number (from 0 at the top), `: `, then the row's maximal runs of equal style from left to
/// right, separated by ` │ `. A run is `<start>..<<end>`, cell columns from 0 with the end
/// exclusive as in a Swift range (so `0..<5` is the first five cells), a space, and the style:
/// `fg=<colour>`, then `bg=<colour>`, then the attributes `bold`, `dim`, `italic`,
/// `underline`, `strikethrough`, `inverse` in that order, separated by spaces. Colours are
/// `black`, `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white` and `bright-black` …
/// `bright-white` for the 16 ANSI colours, `p0`–`p255` for the 256-colour palette and
/// `#rrggbb` (lower-case hex) for RGB. The terminal's default colour is left out. The right
/// half of a wide character always belongs to its character's run. Because each row has its
/// own line, changing the colour of one row changes exactly that row's style line.
///
/// **Accessibility.** A line `accessibility:`, always present, then one line per element a
/// screen reader reads, in reading order: the role, the name in quotes, then the value,
/// traits and hint when present (see `AccessibilitySection` for every field), quoted text
/// escaped as header values are, with `"` as `\"`. Version 1
/// files, which have no such section, are still read, as a rendering with nothing readable,
/// so that a verify run shows the section to add; re-record them.
///
/// A file's text depends only on the buffer, its accessibility tree and the ``SnapshotID``, so re-recording an
/// unchanged state rewrites identical bytes; ``decode(_:path:)`` accepts only files in exactly
/// this form and says which line is wrong otherwise.
package struct SnapshotFile: Equatable, Sendable {
  /// The version written on the first line; files of another version, other than version 1
  /// (read as having an empty accessibility section), are rejected.
  package static let formatVersion = 2

  /// The state this file records. Decoding takes every part from the header except
  /// `includesWidthInName`, which comes from the file's path.
  package var id: SnapshotID
  /// Cells per row of the rendering (normally `id.width`).
  package var width: Int
  /// Rows of the rendering.
  package var height: Int
  /// The Unicode width rules the rows were measured with (`GraphemeWidth.policy`).
  package var unicodePolicy: String
  /// The terminal the colours were resolved for (the `terminal` field), or `nil` for the
  /// light terminal with colour.
  package var terminal: String? = nil
  /// The rows exactly as a terminal shows them, each `width` cells wide, trailing spaces kept.
  package var lines: [String]
  /// The non-default styles, by row then column (see ``StyleEncoding``).
  package var styles: [StyleRun]
  /// What a screen reader reads, one `AccessibilityElement.line` per element in reading
  /// order.
  package var accessibility: [String] = []

  /// The snapshot of `buffer` rendered for `id`, measured with the current width rules, with
  /// the `accessibility` lines of its tree.
  package init(id: SnapshotID, buffer: Buffer, accessibility: [String] = []) {
    self.id = id
    self.width = buffer.width
    self.height = buffer.height
    self.unicodePolicy = GraphemeWidth.policy
    self.lines = (0..<buffer.height).map { Self.displayText(of: buffer.row($0)) }
    self.styles = StyleEncoding.runs(of: buffer)
    self.accessibility = accessibility
  }

  /// A snapshot from its parts; `lines` should have `height` rows of `width` cells each.
  package init(
    id: SnapshotID, width: Int, height: Int, unicodePolicy: String, lines: [String],
    styles: [StyleRun], accessibility: [String] = []
  ) {
    self.accessibility = accessibility
    self.id = id
    self.width = width
    self.height = height
    self.unicodePolicy = unicodePolicy
    self.lines = lines
    self.styles = styles
  }

  /// Whether `other` encodes to the same bytes, decided without encoding either: the fast
  /// path of every comparison. Strings are compared by UTF-8 bytes, not by Swift's canonical
  /// equivalence, because the file on disk is what has to stay identical.
  package func hasSameEncoding(as other: SnapshotFile) -> Bool {
    func same(_ left: String, _ right: String) -> Bool { left.utf8.elementsEqual(right.utf8) }
    func same(_ left: String?, _ right: String?) -> Bool {
      switch (left, right) {
      case (nil, nil): true
      case (let left?, let right?): same(left, right)
      default: false
      }
    }
    return width == other.width && height == other.height && styles == other.styles
      && lines.count == other.lines.count
      && same(id.component, other.id.component) && same(id.preview, other.id.preview)
      && same(id.state, other.id.state) && same(id.step, other.id.step)
      && same(unicodePolicy, other.unicodePolicy) && same(id.variant, other.id.variant)
      && same(terminal, other.terminal)
      && zip(lines, other.lines).allSatisfy { same($0, $1) }
      && accessibility.count == other.accessibility.count
      && zip(accessibility, other.accessibility).allSatisfy { same($0, $1) }
  }
}
