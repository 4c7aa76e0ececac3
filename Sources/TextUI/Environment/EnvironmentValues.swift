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
  /// Values set through custom keys.
  private var values: [ObjectIdentifier: Any] = [:]

  // Text style values are read by every `Text`, so they are stored fields rather than
  // dictionary entries: reading them is the hot path of building a screen.

  /// The foreground colour, set by `.foregroundColor(_:)` / `.foregroundStyle(_:)`.
  public var foregroundColor: Color?
  /// Attributes added by `.bold()`, `.italic()`, `.underline()` and friends.
  public var textAttributes = TextAttributes()
  /// The font; in a terminal it decides attributes only (see `Font`).
  public var font: Font?
  /// The maximum number of lines a `Text` shows; `nil` for no limit.
  public var lineLimit: Int?
  /// How the lines of multiline text align with each other.
  public var multilineTextAlignment: TextAlignment = .leading
  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode = .tail
  /// The case `Text` is shown in, set by `.textCase(_:)`; `nil` shows it as written.
  public var textCase: Text.Case?

  /// An environment with every value at its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether two environments hold the same values, so a view that sees the same inputs
  /// can keep its last result. Values are compared with `==` where they are `Equatable`
  /// (which is why a dependency container should compare cheaply, by an identity token) and
  /// by identity where they are objects; anything else counts as changed.
  @MainActor func isSame(as other: EnvironmentValues) -> Bool {
    // The same dictionary storage and the same fields: nothing to compare one by one.
    if bitwiseIdentical(self, other) { return true }
    guard foregroundColor == other.foregroundColor, textAttributes == other.textAttributes, font == other.font,
      lineLimit == other.lineLimit, multilineTextAlignment == other.multilineTextAlignment,
      truncationMode == other.truncationMode, textCase == other.textCase, values.count == other.values.count
    else { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key], ValueEquality.equal(value, otherValue) else { return false }
    }
    return true
  }

  /// The text style these values give a `Text` that sets nothing itself.
  var textStyle: Style {
    // No `?? []`: an array literal is an array built and walked in a debug build, per `Text`.
    guard let font else { return Style(foreground: foregroundColor, attributes: textAttributes) }
    return Style(foreground: foregroundColor, attributes: textAttributes.union(font.attributes))
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
