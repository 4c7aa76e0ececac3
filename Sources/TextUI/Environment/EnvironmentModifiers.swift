/// Changes environment values for the content below it. The content's children stay the
/// children of the enclosing stack (nothing is wrapped), exactly as in SwiftUI.
struct EnvironmentModifier: PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode],
    content: (_ViewInputs, inout [any LayoutNode]) -> Void
  ) {
    var inputs = inputs
    modifier.transform(&inputs.environment)
    content(inputs, &nodes)
  }
}

/// Sets one environment value through a key path, for `.environment(_:_:)`: the key path and
/// the value are stored as they are, with no closure to allocate for each modified view.
struct EnvironmentValueModifier<Value>: PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode],
    content: (_ViewInputs, inout [any LayoutNode]) -> Void
  ) {
    var inputs = inputs
    inputs.environment[keyPath: modifier.keyPath] = modifier.value
    content(inputs, &nodes)
  }
}

/// Sets one of the text style values every `Text` reads, for the modifiers found on almost
/// every row of a screen (`.foregroundColor`, `.bold`, `.lineLimit`, …). The stored fields
/// are written directly: a key path write or a closure call costs many times more, and
/// these modifiers are among the most frequent views of a screen.
struct TextEnvironmentModifier: PrimitiveModifier {
  enum Change {
    case foregroundColor(Color?)
    case font(Font?)
    case attributes(TextAttributes, active: Bool)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(Text.TruncationMode)
  }
  let change: Change

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode],
    content: (_ViewInputs, inout [any LayoutNode]) -> Void
  ) {
    var inputs = inputs
    switch modifier.change {
    case .foregroundColor(let color): inputs.environment.foregroundColor = color
    case .font(let font): inputs.environment.font = font
    case .attributes(let attributes, let active):
      if active {
        inputs.environment.textAttributes.formUnion(attributes)
      } else {
        inputs.environment.textAttributes.subtract(attributes)
      }
    case .lineLimit(let limit): inputs.environment.lineLimit = limit
    case .multilineTextAlignment(let alignment): inputs.environment.multilineTextAlignment = alignment
    case .truncationMode(let mode): inputs.environment.truncationMode = mode
    }
    content(inputs, &nodes)
  }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
  }

  /// Changes an environment value with a closure, for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }

  /// Sets the text and line colour below this view.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(TextEnvironmentModifier(change: .foregroundColor(color)))
  }

  /// SwiftUI's `.foregroundStyle(_:)` with a colour.
  public func foregroundStyle(_ color: Color) -> some View {
    modifier(TextEnvironmentModifier(change: .foregroundColor(color)))
  }

  /// Sets the font below this view (see `Font` for how fonts map to attributes).
  public func font(_ font: Font?) -> some View {
    modifier(TextEnvironmentModifier(change: .font(font)))
  }

  private func adding(_ attributes: TextAttributes, _ active: Bool) -> some View {
    modifier(TextEnvironmentModifier(change: .attributes(attributes, active: active)))
  }

  /// Shows text below this view in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    adding(.bold, isActive)
  }
  /// Shows text below this view in italic.
  public func italic(_ isActive: Bool = true) -> some View {
    adding(.italic, isActive)
  }
  /// Underlines text below this view.
  public func underline(_ isActive: Bool = true) -> some View {
    adding(.underline, isActive)
  }
  /// Strikes through text below this view.
  public func strikethrough(_ isActive: Bool = true) -> some View {
    adding(.strikethrough, isActive)
  }
  /// Shows text below this view dimmed (a terminal attribute with no SwiftUI equivalent).
  public func dim(_ isActive: Bool = true) -> some View {
    adding(.dim, isActive)
  }
  /// Swaps foreground and background below this view (a terminal attribute).
  public func inverse(_ isActive: Bool = true) -> some View {
    adding(.inverse, isActive)
  }
  /// SwiftUI's `.monospaced()`: terminal text always is, so this changes nothing.
  public func monospaced(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { _ in })
  }

  /// Limits `Text` below this view to `number` lines, truncating with "…".
  public func lineLimit(_ number: Int?) -> some View {
    modifier(TextEnvironmentModifier(change: .lineLimit(number)))
  }

  /// Limits `Text` below this view to `limit`'s upper bound of lines, as SwiftUI's
  /// `.lineLimit(1...5)`. Text is as tall as its lines, so the lower bound reserves no rows.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound)
  }

  /// Text below this view takes at least `limit`'s lower bound of lines in SwiftUI; in cells
  /// it is as tall as its lines, with no upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environment(\.lineLimit, nil)
  }

  /// Limits `Text` below this view to `limit` lines, as SwiftUI's `.lineLimit(_:reservesSpace:)`;
  /// the reserved space is accepted with no effect.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, limit)
  }

  /// Aligns the lines of multiline text below this view.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(TextEnvironmentModifier(change: .multilineTextAlignment(alignment)))
  }

  /// Chooses where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(TextEnvironmentModifier(change: .truncationMode(mode)))
  }
}
