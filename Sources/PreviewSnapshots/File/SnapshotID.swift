import TextUI

/// Identifies one snapshot: (component, preview, state, width, step, variant).
///
/// The identity decides where the snapshot lives on disk (``relativePath``) and how it is named
/// in the runner's output (``description``), so two different states can never share a file.
package struct SnapshotID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The component the preview shows, e.g. `"ItemListView"`: the folder under `Snapshots/`.
  package var component: String
  /// The `PreviewProvider` type name, e.g. `"ItemListPreviews"`.
  package var preview: String
  /// The state's name: `"loading"`, `"success"`, `"long titles"`, …
  package var state: String
  /// The width, in cells, the state was rendered at.
  package var width: Int
  /// Whether the width is part of the file name, which is the case when a preview renders
  /// several widths (otherwise the width only appears in the file's header).
  package var includesWidthInName: Bool
  /// The interaction step: `nil` for the first render, e.g. `"1 tap Fetch"` after step 1.
  package var step: String?
  /// The name of the variant (`PreviewVariant`) the state was rendered in: `nil` for the
  /// default, whose files have no suffix.
  package var variant: String?

  /// An identity; see the properties for what each part means.
  package init(
    component: String, preview: String, state: String, width: Int,
    includesWidthInName: Bool = false, step: String? = nil, variant: String? = nil
  ) {
    self.component = component
    self.preview = preview
    self.state = state
    self.width = width
    self.includesWidthInName = includesWidthInName
    self.step = step
    self.variant = variant
  }

  /// Path relative to the snapshots root:
  /// `"<Component>/<Preview>.<state>[.w<width>][.<step>][@<variant>].txt"`, every part made
  /// safe by ``safeName(_:)`` and the variant's by `PreviewVariant.fileSuffix(name:)`.
  ///
  /// Because ``safeName(_:)`` never produces a `.` or a `/`, the dots separate the parts
  /// unambiguously and the path always has exactly two components. The file name is kept
  /// within ``maximumFileNameStemBytes`` so that it, plus `.txt.new`, fits the 255-byte
  /// file-name limit of common file systems.
  package var relativePath: String {
    if let path = writtenRelativePath() { return path }
    var stem = Self.safeName(preview) + "." + Self.safeName(state)
    if includesWidthInName { stem += ".w\(width)" }
    if let step { stem += "." + Self.safeName(step) }
    if let variant { stem += PreviewVariant.fileSuffix(name: variant) }
    return Self.safeName(component) + "/" + Self.limited(stem, to: Self.maximumFileNameStemBytes)
      + ".txt"
  }

  /// ``relativePath`` written into one block through pointers, or `nil` when a name or the
  /// file name is too long and must be cut (which the general path does). The runner asks for
  /// every state's path twice a run; the general path makes a string per part and per join,
  /// each several calls in a debug build.
  private func writtenRelativePath() -> String? {
    var component = self.component
    var preview = self.preview
    var state = self.state
    var step = self.step ?? ""
    var suffix = variant.map(PreviewVariant.fileSuffix(name:)) ?? ""
    let capacity =
      32 + 3 * (component.utf8.count + preview.utf8.count + state.utf8.count + step.utf8.count)
      + suffix.utf8.count
    let hasStep = self.step != nil
    // Read here, not in the closure: one capturing `self` made a debug build copy the whole
    // identity (retaining its five strings) into the closure and release it after.
    let includesWidthInName = self.includesWidthInName
    let width = self.width
    // Written into the string's own storage: no array in between, and no copy of it.
    let path = String(unsafeUninitializedCapacity: capacity) { block -> Int in
      guard let out = block.baseAddress else { return 0 }
      var next = out
      var written = Self.writeSafeName(&component, to: next)
      guard written <= Self.maximumSafeNameBytes else { return 0 }
      next += written
      next.pointee = UInt8(ascii: "/")
      next += 1
      let stem = next
      written = Self.writeSafeName(&preview, to: next)
      guard written <= Self.maximumSafeNameBytes else { return 0 }
      next += written
      next.pointee = UInt8(ascii: ".")
      next += 1
      written = Self.writeSafeName(&state, to: next)
      guard written <= Self.maximumSafeNameBytes else { return 0 }
      next += written
      if includesWidthInName {
        next[0] = UInt8(ascii: ".")
        next[1] = UInt8(ascii: "w")
        next += 2 + StyleEncoding.writeDecimal(width, to: next + 2)
      }
      if hasStep {
        next.pointee = UInt8(ascii: ".")
        next += 1
        written = Self.writeSafeName(&step, to: next)
        guard written <= Self.maximumSafeNameBytes else { return 0 }
        next += written
      }
      if !suffix.isEmpty {
        next += suffix.withUTF8 { bytes in
          (next).update(from: bytes.baseAddress!, count: bytes.count)
          return bytes.count
        }
      }
      guard next - stem <= Self.maximumFileNameStemBytes else { return 0 }
      next[0] = UInt8(ascii: ".")
      next[1] = UInt8(ascii: "t")
      next[2] = UInt8(ascii: "x")
      next[3] = UInt8(ascii: "t")
      return next + 4 - out
    }
    return path.isEmpty ? nil : path
  }

  /// Writes ``safeName(_:)`` of `name` (uncut) at `out`, which has room for three bytes per
  /// byte of `name` and one more; returns the bytes written.
  private static func writeSafeName(_ name: inout String, to out: UnsafeMutablePointer<UInt8>) -> Int {
    name.withUTF8 { source in
      guard let input = source.baseAddress, source.count > 0 else {
        out.pointee = UInt8(ascii: "%")
        return 1
      }
      return writeSafeBytes(input, count: source.count, to: out)
    }
  }

  /// Writes the bytes ``safeName(_:)`` makes of the `count` bytes at `input`, before any cut;
  /// returns how many.
  private static func writeSafeBytes(
    _ input: UnsafePointer<UInt8>, count: Int, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var written = 0
    var index = 0
    while index < count {
      let byte = input[index]
      index += 1
      if isSafe(byte) {
        out[written] = byte
        written += 1
      } else if byte == UInt8(ascii: " ") {
        out[written] = UInt8(ascii: "-")
        written += 1
      } else {
        out[written] = UInt8(ascii: "%")
        out[written + 1] = hexDigit(byte &>> 4)
        out[written + 2] = hexDigit(byte & 0x0F)
        written += 3
      }
    }
    return written
  }

  /// Display name for output: `"ItemListView/ItemListPreviews success"`, plus `" @40"` when the
  /// width is part of the name and `" › 1 tap Fetch"` for a step.
  package var description: String {
    var text = component + "/" + preview + " " + state
    if includesWidthInName { text += " @\(width)" }
    if let step { text += " › " + step }
    if let variant { text += " [" + variant + "]" }
    return text
  }

  /// Orders by component, preview, state, width, then step (the first render before steps),
  /// so listings group a component's snapshots together.
  package static func < (lhs: SnapshotID, rhs: SnapshotID) -> Bool {
    if lhs.component != rhs.component { return lhs.component < rhs.component }
    if lhs.preview != rhs.preview { return lhs.preview < rhs.preview }
    if lhs.state != rhs.state { return lhs.state < rhs.state }
    if lhs.width != rhs.width { return lhs.width < rhs.width }
    if lhs.includesWidthInName != rhs.includesWidthInName { return !lhs.includesWidthInName }
    if lhs.variant != rhs.variant { return (lhs.variant ?? "") < (rhs.variant ?? "") }
    switch (lhs.step, rhs.step) {
    case (nil, nil): return false
    case (nil, _): return true
    case (_, nil): return false
    case (let left?, let right?): return left < right
    }
  }

  /// The longest a single safe name may be, in bytes.
  package static let maximumSafeNameBytes = 120

  /// The longest the file name may be before `.txt`, in bytes: 255 (the usual file-name limit)
  /// minus room for `.txt.new`.
  package static let maximumFileNameStemBytes = 240

  /// Turns any string into a safe single path component.
  ///
  /// ASCII letters, digits and `_` are kept; a space becomes `-`; every other byte of the
  /// UTF-8 encoding, including a literal `-`, becomes `%XX` (upper-case hex). So `/`, `..`,
  /// `\`, NUL, control characters and non-ASCII text can never leave the folder, and because
  /// `-` is escaped, `"long titles"` (`long-titles`) and `"long-titles"` (`long%2Dtitles`) stay
  /// distinct: the mapping is injective. The empty string becomes `%`, which no other name
  /// produces. A result longer than ``maximumSafeNameBytes`` is cut and ends in `~` plus the
  /// 8 hex digits of the FNV-1a hash of the full name; `~` is escaped everywhere else, so a
  /// cut name never equals an uncut one.
  ///
  /// ```swift
  /// SnapshotID.safeName("long titles")  // "long-titles"
  /// SnapshotID.safeName("../etc")       // "%2E%2E%2Fetc"
  /// ```
  package static func safeName(_ name: String) -> String {
    // A walk over the UTF-8 through plain pointers: iterating a string's `utf8` and appending
    // to an array are calls per byte in a debug build, and every state's path is built from
    // three of these names several times a run.
    var name = name
    var bytes = name.withUTF8 { source -> [UInt8] in
      [UInt8](unsafeUninitializedCapacity: source.count * 3) { block, count in
        guard let out = block.baseAddress, let input = source.baseAddress else { return }
        count = writeSafeBytes(input, count: source.count, to: out)
      }
    }
    if bytes.isEmpty { bytes = [UInt8(ascii: "%")] }
    return limited(String(decoding: bytes, as: UTF8.self), to: maximumSafeNameBytes)
  }

  /// Whether `byte` is kept as it is by ``safeName(_:)``: an ASCII letter, a digit or `_`.
  /// Transparent: asked of every byte of a name, where a debug build's call zeroed its
  /// locals with calls of their own.
  @_transparent
  private static func isSafe(_ byte: UInt8) -> Bool {
    // Comparisons in order of the code points: a range pattern is a generic call in a debug
    // build.
    if byte >= UInt8(ascii: "a") { return byte <= UInt8(ascii: "z") }
    if byte >= UInt8(ascii: "A") {
      if byte <= UInt8(ascii: "Z") { return true }
      return byte == UInt8(ascii: "_")
    }
    if byte >= UInt8(ascii: "0") { return byte <= UInt8(ascii: "9") }
    return false
  }

  /// The upper-case hexadecimal digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  /// The name ``safeName(_:)`` was made from, or `nil` when it cannot be recovered (a cut
  /// name, or text that is not a safe name). Error messages use it to print the component
  /// name a user types.
  static func originalName(fromSafeName safe: String) -> String? {
    if safe == "%" { return "" }
    var bytes: [UInt8] = []
    var iterator = safe.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        bytes.append(byte)
      case UInt8(ascii: "-"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high &<< 4 | low)
      default:
        return nil
      }
    }
    return SnapshotFile.validUTF8(bytes)
  }

  /// `text` (ASCII) itself when it fits in `limit` bytes; otherwise its start, cut so that no
  /// `%XX` escape is split, followed by `~` and the hash of the whole text.
  private static func limited(_ text: String, to limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    let utf8 = Array(text.utf8)
    let suffix = "~" + hexHash(fnv1a(utf8))
    var cut = limit - suffix.utf8.count
    // A '%' within the last two kept bytes would start an escape whose digits were cut off.
    for back in 1...2 where cut - back >= 0 && utf8[cut - back] == UInt8(ascii: "%") {
      cut -= back
      break
    }
    return String(decoding: utf8[..<cut], as: UTF8.self) + suffix
  }

  /// 32-bit FNV-1a: tiny, stable across runs and platforms (unlike `Hasher`, which is seeded
  /// per process), and good enough to tell long names apart.
  static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }

  private static func hexHash(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
