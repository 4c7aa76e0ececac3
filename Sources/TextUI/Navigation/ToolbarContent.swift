/// Items for a navigation bar or bottom bar, as SwiftUI's `ToolbarContent`: what a
/// `.toolbar { }` block of `ToolbarItem`s and `ToolbarItemGroup`s builds.
///
/// Write your own by combining items in `body`:
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   var save: () -> Void
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content this content is made of.
  associatedtype Body: ToolbarContent

  /// The items this content is made of.
  @ToolbarContentBuilder var body: Body { get }

  /// Appends the items of `content` to `items`. Built-in items implement this; custom
  /// content gets the default, which collects `body`. Not for use outside TextUI.
  static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems)
}

extension ToolbarContent {
  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {
    Body._makeToolbarItems(content.body, into: &items)
  }
}

extension Never: ToolbarContent {
  public static func _makeToolbarItems(_ content: Never, into items: inout _ToolbarItems) {}
}

/// The items collected from toolbar content, in declaration order. Not for use outside TextUI.
public struct _ToolbarItems {
  struct Entry {
    var placement: ToolbarItemPlacement
    var content: AnyView
  }

  var entries: [Entry] = []
}

/// A toolbar item drawn by TextUI itself.
@MainActor
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {}

extension PrimitiveToolbarContent {
  public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// One item in a bar, as SwiftUI's `ToolbarItem`: a view and where it goes.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .topBarTrailing) { Button("Edit") { isEditing = true } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {
    items.entries.append(_ToolbarItems.Entry(placement: content.placement, content: AnyView(content.content)))
  }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` (`.automatic`: the trailing side of the navigation bar).
  ///
  /// - Parameters:
  ///   - placement: Where the item goes.
  ///   - content: The item's view, usually a `Button`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier for toolbar customisation (accepted; bars are not
  /// customised in previews).
  ///
  /// - Parameters:
  ///   - id: The item's identifier.
  ///   - placement: Where the item goes.
  ///   - content: The item's view.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views at one placement, as SwiftUI's `ToolbarItemGroup`: each view is its own
/// item, side by side (a `Spacer` among them spreads a bottom bar).
public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group of items at `placement`.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items' views.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {
    items.entries.append(_ToolbarItems.Entry(placement: content.placement, content: AnyView(content.content)))
  }
}

/// Several toolbar contents in a builder block.
public struct _TupleToolbarContent<each Content: ToolbarContent>: PrimitiveToolbarContent {
  let value: (repeat each Content)

  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {
    for item in repeat each content.value {
      _appendToolbarItems(item, into: &items)
    }
  }
}

/// Toolbar content under an `if` without `else`.
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: PrimitiveToolbarContent {
  let wrapped: Wrapped?

  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {
    if let wrapped = content.wrapped { Wrapped._makeToolbarItems(wrapped, into: &items) }
  }
}

/// One of two toolbar contents, chosen by `if`/`else` or `switch`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
  PrimitiveToolbarContent
{
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {
    switch content.storage {
    case .trueContent(let content): TrueContent._makeToolbarItems(content, into: &items)
    case .falseContent(let content): FalseContent._makeToolbarItems(content, into: &items)
    }
  }
}

/// No toolbar items: an empty `.toolbar { }` block.
public struct _EmptyToolbarContent: PrimitiveToolbarContent {
  public static func _makeToolbarItems(_ content: Self, into items: inout _ToolbarItems) {}
}

/// Lets code holding an opened generic toolbar content call its static entry point.
@MainActor
func _appendToolbarItems<C: ToolbarContent>(_ content: C, into items: inout _ToolbarItems) {
  C._makeToolbarItems(content, into: &items)
}

/// Builds toolbar content from a block of `ToolbarItem`s and `ToolbarItemGroup`s, as
/// SwiftUI's `@ToolbarContentBuilder`, with `if`/`else` and `switch`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  /// An empty block has no items.
  public static func buildBlock() -> _EmptyToolbarContent { _EmptyToolbarContent() }

  /// A block of one item is that item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// A block of several items keeps them in order.
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> _TupleToolbarContent<repeat each Content> {
    _TupleToolbarContent(value: (repeat each content))
  }

  /// Each statement in a block is toolbar content, taken as it is.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the items when the condition holds.
  public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
    _OptionalToolbarContent(wrapped: content)
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(storage: .falseContent(second))
  }

  /// An `if #available` block, taken as it is.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
