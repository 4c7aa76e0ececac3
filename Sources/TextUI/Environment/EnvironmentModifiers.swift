/// Changes environment values for the content below it. The content's children stay the
/// children of the enclosing stack (nothing is wrapped), exactly as in SwiftUI.
struct EnvironmentModifier: PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    let parentDirection = inputs.environment.storedLayoutDirection
    var inputs = inputs
    modifier.transform(&inputs.environment)
    let first = nodes.count
    content(inputs, &nodes)
    // A changed direction mirrors the content within its frames (see `Canvas.mirrored`).
    if inputs.environment.storedLayoutDirection != parentDirection {
      mirrorNodes(&nodes, since: first, in: inputs.tree)
    }
  }
}

/// Content that sees one environment value set through a key path, for `.environment(_:_:)`:
/// the key path and the value are stored as they are, with no closure to allocate for each
/// modified view, and the content is built directly in the changed environment rather than
/// through a `ModifiedContent` and its modifier's content callback.
@usableFromInline
struct EnvironmentValueView<Content: View, Value>: _PrimitiveView {
  @usableFromInline let content: Content
  @usableFromInline let keyPath: WritableKeyPath<EnvironmentValues, Value>
  @usableFromInline let value: Value

  @usableFromInline
  init(content: Content, keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.content = content
    self.keyPath = keyPath
    self.value = value
  }

  @inlinable static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let parentDirection = inputs.environment.storedLayoutDirection
    var inputs = inputs
    inputs.environment[keyPath: view.keyPath] = view.value
    let first = nodes.count
    appendNodes(view.content, inputs: inputs, into: &nodes)
    // A changed direction mirrors the content within its frames (see `Canvas.mirrored`).
    if inputs.environment.storedLayoutDirection != parentDirection {
      mirrorNodes(&nodes, since: first, in: inputs.tree)
    }
  }
}

extension EnvironmentValueView: TraitCarrying where Content: TraitCarrying {
  // An environment change after a trait keeps it visible, as any modifier does.
  var collectedTraits: ViewTraits { content.collectedTraits }
}

/// A change one of the text style modifiers makes to the environment (see
/// ``TextEnvironmentView``). Apart from the view, so that a `Text` can take it whatever view
/// it came from.
@usableFromInline
enum TextEnvironmentChange {
  case foregroundColor(Color?)
  case font(Font?)
  case attributes(TextAttributes, active: Bool)
  case lineLimit(Int?)
  case multilineTextAlignment(TextAlignment)
  case truncationMode(Text.TruncationMode)

  @usableFromInline
  func apply(to environment: inout EnvironmentValues) {
    switch self {
    case .foregroundColor(let color): environment.foregroundColor = color
    case .font(let font): environment.font = font
    case .attributes(let attributes, let active):
      if active {
        environment.textAttributes.formUnion(attributes)
      } else {
        environment.textAttributes.subtract(attributes)
      }
    case .lineLimit(let limit): environment.lineLimit = limit
    case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
    case .truncationMode(let mode): environment.truncationMode = mode
    }
  }
}

/// Content that sees one of the text style values every `Text` reads changed, for the
/// modifiers found on almost every row of a screen (`.foregroundColor`, `.bold`,
/// `.lineLimit`, …). The stored fields are written directly (a key path write or a closure
/// call costs many times more), and the content is built in the changed environment
/// directly: as a `ModifiedContent` each of these modifiers was a level of its own, a
/// modifier witness and a content callback around the view it changes.
@usableFromInline
struct TextEnvironmentView<Content: View>: _PrimitiveView {
  @usableFromInline typealias Change = TextEnvironmentChange
  @usableFromInline let content: Content
  @usableFromInline let change: Change

  @usableFromInline
  init(content: Content, change: Change) {
    self.content = content
    self.change = change
  }

  @inlinable static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if Content.self == Text.self {
      // A modifier on a `Text` itself (`Text(title).lineLimit(1)`, on most rows of a list): its
      // node is made with the change, where a changed copy of the environment placed in the
      // tree for one text cost more than the rest of the text's node.
      Text.makeNodes(unsafeBitCast(view.content, to: Text.self), changing: view.change, inputs: inputs, into: &nodes)
      return
    }
    var inputs = inputs
    view.change.apply(to: &inputs.environment)
    appendNodes(view.content, inputs: inputs, into: &nodes)
  }
}

extension TextEnvironmentView: TraitCarrying where Content: TraitCarrying {
  // A text style after a trait keeps it visible, as any modifier does.
  var collectedTraits: ViewTraits { content.collectedTraits }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  @inlinable public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentValueView(content: self, keyPath: keyPath, value: value)
  }

  /// Changes an environment value with a closure, for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }

  /// Sets the text and line colour below this view.
  // The text modifiers consume the view they wrap (`Text(title).lineLimit(1)`): borrowed, it
  // was copied into the modifier, retaining every string in it.
  @inlinable public consuming func foregroundColor(_ color: Color?) -> some View {
    TextEnvironmentView(content: self, change: .foregroundColor(color))
  }

  /// SwiftUI's `.foregroundStyle(_:)` with a colour.
  @inlinable public consuming func foregroundStyle(_ color: Color) -> some View {
    TextEnvironmentView(content: self, change: .foregroundColor(color))
  }

  /// Sets the font below this view (see `Font` for how fonts map to attributes).
  @inlinable public consuming func font(_ font: Font?) -> some View {
    TextEnvironmentView(content: self, change: .font(font))
  }

  @inlinable consuming func adding(_ attributes: TextAttributes, _ active: Bool) -> some View {
    TextEnvironmentView(content: self, change: .attributes(attributes, active: active))
  }

  /// Shows text below this view in bold.
  @inlinable public func bold(_ isActive: Bool = true) -> some View {
    adding(.bold, isActive)
  }
  /// Shows text below this view in italic.
  @inlinable public func italic(_ isActive: Bool = true) -> some View {
    adding(.italic, isActive)
  }
  /// Underlines text below this view.
  @inlinable public func underline(_ isActive: Bool = true) -> some View {
    adding(.underline, isActive)
  }
  /// Strikes through text below this view.
  @inlinable public func strikethrough(_ isActive: Bool = true) -> some View {
    adding(.strikethrough, isActive)
  }
  /// Shows text below this view dimmed (a terminal attribute with no SwiftUI equivalent).
  @inlinable public func dim(_ isActive: Bool = true) -> some View {
    adding(.dim, isActive)
  }
  /// Swaps foreground and background below this view (a terminal attribute).
  @inlinable public func inverse(_ isActive: Bool = true) -> some View {
    adding(.inverse, isActive)
  }
  /// SwiftUI's `.monospaced()`: terminal text always is, so this changes nothing.
  @inlinable public func monospaced(_ isActive: Bool = true) -> some View {
    self
  }

  /// Limits `Text` below this view to `number` lines, truncating with "…".
  @inlinable public consuming func lineLimit(_ number: Int?) -> some View {
    TextEnvironmentView(content: self, change: .lineLimit(number))
  }

  /// Limits `Text` below this view to `limit`'s upper bound of lines, as SwiftUI's
  /// `.lineLimit(1...5)`. Text is as tall as its lines, so the lower bound reserves no rows.
  @inlinable public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    TextEnvironmentView(content: self, change: .lineLimit(limit.upperBound))
  }

  /// Text below this view takes at least `limit`'s lower bound of lines in SwiftUI; in cells
  /// it is as tall as its lines, with no upper limit.
  @inlinable public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    TextEnvironmentView(content: self, change: .lineLimit(nil))
  }

  /// Limits `Text` below this view to `limit` lines, as SwiftUI's `.lineLimit(_:reservesSpace:)`;
  /// the reserved space is accepted with no effect.
  @inlinable public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    TextEnvironmentView(content: self, change: .lineLimit(limit))
  }

  /// Aligns the lines of multiline text below this view.
  @inlinable public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    TextEnvironmentView(content: self, change: .multilineTextAlignment(alignment))
  }

  /// Chooses where text that does not fit is cut.
  @inlinable public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
    TextEnvironmentView(content: self, change: .truncationMode(mode))
  }
}
