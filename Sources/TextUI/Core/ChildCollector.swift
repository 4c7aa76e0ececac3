/// A container that takes its children one view at a time instead of as built nodes, as a
/// `TabView` does: each of its children is one tab, whose label and tag it reads from the
/// view's traits, and only the selected tab is built (so hidden tabs' `.onAppear` and
/// `.task` do not run, as in SwiftUI).
///
/// While a collector is set in the inputs, `appendNodes` hands it every view that is not
/// structural (`TupleView`, `ForEach`, `Group`, `if`/`else`, optionals, `AnyView`,
/// `EmptyView` pass through to their children), with the inputs that view would have had.
@MainActor @usableFromInline
protocol ChildCollector: AnyObject {
  /// Takes one child view. To build it, clear the collector in `inputs` first.
  func collect<V: View>(_ view: V, inputs: _ViewInputs)
}

/// A view that only arranges other views for its parent (a block, a loop, a branch), so a
/// ``ChildCollector`` sees through it to the children.
@usableFromInline
protocol StructuralView {}

extension TupleView: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension ForEach: StructuralView {}
extension Group: StructuralView {}
extension AnyView: StructuralView {}
extension EmptyView: StructuralView {}
