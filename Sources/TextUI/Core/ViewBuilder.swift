/// Builds view content from a closure of statements, as SwiftUI's `@ViewBuilder` does:
/// any number of children, `if`/`else`, `if let`, `switch` and optionals.
///
/// Its functions take their views `consuming`: each view a statement makes is moved into the
/// block's result rather than copied (a copy retains every string and closure in the view).
/// They are transparent, as is `TupleView.init`: a debug build, which optimizes nothing,
/// would otherwise call each of them and copy and destroy every view passed through.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty block builds an ``EmptyView``.
  @_transparent public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view builds that view, unwrapped.
  @_transparent public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

  /// A block with several views builds a ``TupleView`` of them, any number of them. Blocks
  /// of 2 to 10 views take the fixed-size overloads instead (`FixedTupleViews.swift`), whose
  /// children a release build specialises.
  @_transparent
  public static func buildBlock<each Content: View>(
    _ content: repeat consuming each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// Each statement in a block is a view, taken as it is.
  @_transparent public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

  /// An `if` without `else`: the view when the condition holds, otherwise nothing.
  @_transparent public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`; each branch keeps its own state.
  @_transparent public static func buildEither<TrueContent: View, FalseContent: View>(
    first: consuming TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  @_transparent public static func buildEither<TrueContent: View, FalseContent: View>(
    second: consuming FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` block, type-erased so the unavailable type never appears in the result.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side in a builder block; stacks lay each one out as a child. Blocks
/// of more than 10 views; smaller ones are `_TupleView2` to `_TupleView10`, built the same way.
public struct TupleView<each Content: View>: _PrimitiveView {
  /// The views, in block order.
  public var value: (repeat each Content)

  /// A tuple of the given views.
  @_transparent public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // One copy of the inputs for all children, only its identity changed for each: copying
    // the inputs per child retained the environment and the graph each time. The children
    // are passed as pack elements rather than iterated with `for … in repeat each`, which
    // copied the whole tuple and then each child out of it.
    var childInputs = inputs
    var index: UInt64 = 0
    repeat appendChild(each view.value, parent: inputs.identity, inputs: &childInputs, index: &index, into: &nodes)
  }

  @inlinable
  static func appendChild<Child: View>(
    _ child: Child, parent: ViewIdentity, inputs: inout _ViewInputs, index: inout UInt64,
    into nodes: inout [NodeRef]
  ) {
    inputs.identity = parent.appending(index)
    appendNodes(child, inputs: inputs, into: &nodes)
    index &+= 1
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder. Each branch has its
/// own identity, so switching branches resets the state of the branch that is left.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public var storage: Storage

  @usableFromInline init(storage: Storage) {
    self.storage = storage
  }

  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    switch view.storage {
    case .trueContent(let content): appendNodes(content, inputs: inputs.child(0), into: &nodes)
    case .falseContent(let content): appendNodes(content, inputs: inputs.child(1), into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }

  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if let view { appendNodes(view, inputs: inputs, into: &nodes) }
  }
}
