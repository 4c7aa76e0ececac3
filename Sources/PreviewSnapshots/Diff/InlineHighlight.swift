import TextUI

/// Character-level highlighting for a changed line pair, so a reader sees
/// which characters changed instead of comparing two long lines by eye.
package enum InlineHighlight {
  /// The characters that differ between two versions of a line, as ranges
  /// of `Character` offsets into each version.
  package struct Changes: Equatable, Sendable {
    /// Ranges of `old` that were removed, ascending and not touching.
    package var old: [Range<Int>]
    /// Ranges of `new` that were added, ascending and not touching.
    package var new: [Range<Int>]

    /// Creates a value from already computed ranges.
    package init(old: [Range<Int>], new: [Range<Int>]) {
      self.old = old
      self.new = new
    }
  }

  /// Returns the characters that differ between `old` and `new`, from a
  /// minimal character edit script.
  ///
  /// Characters are grapheme clusters, so an accented letter or emoji is
  /// highlighted whole rather than split into unprintable pieces.
  package static func changes(old: String, new: String) -> Changes {
    let operations = LineDiff.diff(Array(old), Array(new))
    var changes = Changes(old: [], new: [])
    for operation in operations {
      switch operation {
      case .equal:
        continue
      case .delete(let index):
        extend(&changes.old, with: index)
      case .insert(let index):
        extend(&changes.new, with: index)
      }
    }
    return changes
  }

  /// Renders `text` in the SGR style `base`, with the characters in `ranges`
  /// additionally styled with `highlight`.
  ///
  /// `base` and `highlight` are SGR parameter strings such as `"31"` (red)
  /// and `"7"` (reverse video). Every styled segment is closed with a reset,
  /// so the result always ends with one and never leaks style into the next
  /// line. Ranges are character offsets; out-of-bounds parts are ignored.
  package static func render(
    _ text: String, highlighting ranges: [Range<Int>], base: String, highlight: String
  ) -> String {
    let characters = Array(text)
    var output = ""
    var cursor = 0
    func emit(_ segment: Range<Int>, _ parameters: String) {
      guard !segment.isEmpty else { return }
      output += SGR.styled(String(characters[segment]), parameters)
    }
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let clamped = range.clamped(to: cursor..<characters.count)
      guard !clamped.isEmpty else { continue }
      emit(cursor..<clamped.lowerBound, base)
      emit(clamped, base + ";" + highlight)
      cursor = clamped.upperBound
    }
    emit(cursor..<characters.count, base)
    return output.isEmpty ? SGR.styled("", base) : output
  }

  private static func extend(_ ranges: inout [Range<Int>], with index: Int) {
    if let last = ranges.last, last.upperBound == index {
      ranges[ranges.count - 1] = last.lowerBound..<(index + 1)
    } else {
      ranges.append(index..<(index + 1))
    }
  }
}
