/// A key for a value in the environment, with the value used where none was set.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of value stored under the key.
  associatedtype Value
  /// The value read where no ancestor set one.
  static var defaultValue: Value { get }
}

/// Values that flow down the view tree: styles, layout defaults and whatever users add with
/// computed properties over `EnvironmentKey`s. A modifier changes them for its subtree only.
public struct EnvironmentValues {
  /// Values set through custom keys, newest first. The chain is persistent: a modifier that
  /// sets a key puts one entry in front of the chain it inherited, and its siblings and
  /// ancestors keep that chain, so setting a key never copies the values set before it (a
  /// dictionary would copy its whole storage the first time a shared environment is changed).
  private var entries: EnvironmentEntry?

  // Text style values are read by every `Text`, so they are stored fields rather than
  // custom-key entries: reading them is the hot path of building a screen.

  /// The foreground colour, set by `.foregroundColor(_:)` / `.foregroundStyle(_:)`.
  public var foregroundColor: Color? { didSet { updateTextStyle() } }
  /// Attributes added by `.bold()`, `.italic()`, `.underline()` and friends.
  public var textAttributes = TextAttributes() { didSet { updateTextStyle() } }
  /// The font; in a terminal it decides attributes only (see `Font`).
  public var font: Font? { didSet { updateTextStyle() } }
  /// The text style these values give a `Text` that sets nothing itself: the three values
  /// above as one style, kept as they change. Every `Text` reads it, where combining them
  /// (a call with a colour code and an attribute union) cost each text in a debug build and
  /// about forty instructions in a release one; the values change far more rarely.
  private(set) var textStyle = Style()
  /// The maximum number of lines a `Text` shows; `nil` for no limit.
  public var lineLimit: Int?
  /// How the lines of multiline text align with each other.
  public var multilineTextAlignment: TextAlignment = .leading
  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode = .tail
  /// The case `Text` is shown in, set by `.textCase(_:)`; `nil` shows it as written.
  public var textCase: Text.Case?
  /// The direction of ``layoutDirection``, a stored field: every environment modifier compares
  /// it with its parent's to know whether its content is mirrored, which a custom key's walk
  /// down the chain would make a cost of every modifier.
  @usableFromInline var storedLayoutDirection = LayoutDirection.leftToRight
  /// Whether a view set ``layoutDirection`` itself, so a locale set below no longer decides it.
  var layoutDirectionIsExplicit = false

  /// An environment with every value at its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // The chain holds the keys set along one path of the tree, so it is short, and walking it
      // costs less than hashing.
      let key = ObjectIdentifier(key)
      var entry = entries
      while let current = entry {
        if current.key == key { return current.value as! K.Value }
        entry = current.next
      }
      return K.defaultValue
    }
    set { entries = EnvironmentEntry.prepending(key: ObjectIdentifier(key), value: newValue, to: entries) }
  }

  /// The number of entries in the chain of custom-key values, shadowed ones included, so tests
  /// can see that a key set many times does not make reads walk a long chain.
  var customEntryCount: Int { entries?.depth ?? 0 }

  /// Whether two environments hold the same values, so a view that sees the same inputs
  /// can keep its last result. Values are compared with `==` where they are `Equatable`
  /// (which is why a dependency container should compare cheaply, by an identity token) and
  /// by identity where they are objects; anything else counts as changed.
  @MainActor func isSame(as other: EnvironmentValues) -> Bool {
    // The same chain and the same fields: nothing to compare one by one.
    if bitwiseIdentical(self, other) { return true }
    guard foregroundColor == other.foregroundColor, textAttributes == other.textAttributes, font == other.font,
      lineLimit == other.lineLimit, multilineTextAlignment == other.multilineTextAlignment,
      truncationMode == other.truncationMode, textCase == other.textCase,
      storedLayoutDirection == other.storedLayoutDirection,
      layoutDirectionIsExplicit == other.layoutDirectionIsExplicit
    else { return false }
    return EnvironmentEntry.sameValues(entries, other.entries)
  }

  /// Sets ``textStyle`` to the text style the colour, attributes and font give.
  private mutating func updateTextStyle() {
    textStyle = Self.textStyle(foreground: foregroundColor, attributes: textAttributes, font: font)
  }

  /// The text style of text in `foreground` with `attributes` in `font`: ``textStyle`` of
  /// those values, for a `Text` whose own modifier changed one of them.
  @_transparent
  static func textStyle(foreground: Color?, attributes: TextAttributes, font: Font?) -> Style {
    // No `?? []`: an array literal is an array built and walked in a debug build, per `Text`.
    guard let font else { return Style(foreground: foreground, attributes: attributes) }
    return Style(foreground: foreground, attributes: attributes.union(font.attributes))
  }
}

/// One value set through a custom key, in front of the values set before it (further up the
/// tree). Entries never change once made, so an environment and every copy of it share their
/// entries, and setting a key makes one entry whatever the number of keys already set.
///
/// Not `Sendable`, like the values it holds (and like the dictionary it replaced).
private final class EnvironmentEntry {
  /// How many entries may be added to a chain after it was last compacted (or since it began)
  /// before it is compacted again, unless the compacted chain was longer. The chain of a key set
  /// once per level of a deep recursion (an indentation per outline level) would otherwise grow
  /// with the depth, and so would every read of a key that is not set near the top.
  static let compactionSlack = 32

  let key: ObjectIdentifier
  let value: Any
  let next: EnvironmentEntry?
  /// The number of entries from this one to the end of the chain, shadowed ones included.
  let depth: Int
  /// The depth of the chain when it was last compacted, or 0 if it never was.
  let compactedDepth: Int

  private init(key: ObjectIdentifier, value: Any, next: EnvironmentEntry?, compacted: Bool) {
    self.key = key
    self.value = value
    self.next = next
    depth = (next?.depth ?? 0) + 1
    compactedDepth = compacted ? depth : next?.compactedDepth ?? 0
  }

  /// The chain `next` with `value` set for `key` in front, compacted when it has grown by more
  /// than ``compactionSlack`` entries and by more than its compacted length since it was last
  /// compacted. Compacting copies only the newest entry of each key, at most twice as many entries
  /// as were added since the last compaction, so a write costs a constant amount on average, while
  /// a chain stays within twice its number of keys or twice the slack, whichever is more: reads
  /// stay cheap, and releasing a chain never recurses deeply.
  static func prepending(key: ObjectIdentifier, value: Any, to next: EnvironmentEntry?) -> EnvironmentEntry {
    let entry = EnvironmentEntry(key: key, value: value, next: next, compacted: false)
    let added = entry.depth - entry.compactedDepth
    return added > max(compactionSlack, entry.compactedDepth) ? entry.compacted() : entry
  }

  /// This chain with only the newest entry of each key, in the same order.
  private func compacted() -> EnvironmentEntry {
    var seen = Set<ObjectIdentifier>()
    var newest: [EnvironmentEntry] = []
    var entry: EnvironmentEntry? = self
    while let current = entry {
      if seen.insert(current.key).inserted { newest.append(current) }
      entry = current.next
    }
    var chain: EnvironmentEntry?
    for entry in newest.reversed() {
      chain = EnvironmentEntry(key: entry.key, value: entry.value, next: chain, compacted: true)
    }
    return chain ?? self
  }

  /// Whether two chains give every key the same value, compared with ``ValueEquality``; entries
  /// shadowed by a newer one of the same key do not count.
  @MainActor static func sameValues(_ lhs: EnvironmentEntry?, _ rhs: EnvironmentEntry?) -> Bool {
    // Environments built by the same modifiers in the same order (a view's environment in one
    // render and the next) have chains of the same keys in the same order, down to an entry
    // they share: comparing them side by side needs no lookups.
    var left = lhs
    var right = rhs
    while left !== right {
      guard let l = left, let r = right, l.key == r.key, l.depth == r.depth else {
        return sameEffectiveValues(lhs, rhs)
      }
      if !ValueEquality.equal(l.value, r.value) {
        // Both chains set the same keys in the same order down to here, so unless a newer entry
        // shadows this key, each chain's value for it is this entry's, and they differ.
        return isShadowed(l, in: lhs) && sameEffectiveValues(lhs, rhs)
      }
      left = l.next
      right = r.next
    }
    return true
  }

  /// Whether an entry before `entry` in the chain starting at `head` has the same key.
  private static func isShadowed(_ entry: EnvironmentEntry, in head: EnvironmentEntry?) -> Bool {
    var current = head
    while let newer = current, newer !== entry {
      if newer.key == entry.key { return true }
      current = newer.next
    }
    return false
  }

  /// Whether two chains give every key the same value, whatever the order of their entries.
  @MainActor private static func sameEffectiveValues(_ lhs: EnvironmentEntry?, _ rhs: EnvironmentEntry?) -> Bool {
    let left = newestValues(lhs)
    let right = newestValues(rhs)
    guard left.count == right.count else { return false }
    for (key, value) in left {
      guard let otherValue = right[key], ValueEquality.equal(value, otherValue) else { return false }
    }
    return true
  }

  /// The value of each key set in the chain: its newest entry's.
  private static func newestValues(_ head: EnvironmentEntry?) -> [ObjectIdentifier: Any] {
    var values: [ObjectIdentifier: Any] = [:]
    var entry = head
    while let current = entry {
      if values[current.key] == nil { values[current.key] = current.value }
      entry = current.next
    }
    return values
  }
}

/// How lines of a multiline text align.
public enum TextAlignment: Sendable, Hashable {
  /// Aligns each line to the leading edge, centres it (rounding towards the leading edge), or
  /// aligns it to the trailing edge.
  case leading, center, trailing

  var horizontal: HorizontalAlignment {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}
