/// A piece of user interface: a value that describes what to show through its `body`.
///
/// Write components exactly as in SwiftUI: a struct with a `body` built from smaller views.
/// Views are cheap descriptions; a `ViewGraph` turns them into layout nodes, keeps their
/// state between renders and draws them into a cell `Buffer`.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View {
///     HStack { Text("Hello,"); Text(name).bold() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view, rebuilt whenever the state it reads changes.
  @ViewBuilder var body: Body { get }

  /// Turns `view` into layout nodes appended to `nodes`. Built-in views implement this;
  /// custom views get the default, which renders `body`. Not for use outside TextUI.
  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef])
}

extension View {
  // Inlinable, as is every generic step of building nodes, so that an app's or a preview's
  // module specialises the steps for its own view types in a release build: unspecialised,
  // each view paid runtime metadata lookups and value-witness copies.
  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    inputs.graph.makeCompositeNodes(view, inputs: inputs, into: &nodes)
  }
}

/// A view drawn by TextUI itself rather than through a `body`.
@MainActor
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
  public static func _makeNodes(_ view: Never, inputs: _ViewInputs, into nodes: inout [NodeRef]) {}
}

/// Appends the nodes of `view`; lets code that holds an opened generic view call its static entry point.
@MainActor @inlinable
func appendNodes<V: View>(_ view: V, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
  // The scoped inputs looked at first, inline: nearly always there are none, and reading the
  // collector out of them was a call for every view. In a release build the collector's path
  // is a function of its own, so that this one is small enough to be inlined into every
  // container's loop; a debug build, which inlines nothing, checks inline (the call's frame
  // cost it ten instructions a view).
  #if DEBUG
    if inputs.hasScopedInputs, let collector = inputs.childCollector, !(view is any StructuralView) {
      collector.collect(view, inputs: inputs)
      return
    }
  #else
    if inputs.hasScopedInputs, collected(view, inputs: inputs) { return }
  #endif
  V._makeNodes(view, inputs: inputs, into: &nodes)
}

/// Hands `view` to the enclosing child collector (a `TabView` taking its children one view at
/// a time), when there is one and `view` is not a structural view whose children it takes;
/// whether it did. The view boxed, on this rare path only: passed as itself, a copy of every
/// container's content was made for it ahead of the check.
@MainActor @usableFromInline @inline(never)
func collected(_ view: any View, inputs: _ViewInputs) -> Bool {
  guard let collector = inputs.childCollector, !(view is any StructuralView) else { return false }
  collector.collect(view, inputs: inputs)
  return true
}
