extension View {
  /// Gives this view a value that identifies it among its siblings, as SwiftUI's `.tag(_:)`:
  /// a `Picker` selects the tag of the option tapped and marks the option whose tag equals
  /// its selection; a `TabView(selection:)` shows the tab whose tag equals its selection.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Chocolate").tag(Flavor.chocolate)
  ///   Text("Vanilla").tag(Flavor.vanilla)
  /// }
  /// ```
  ///
  /// Inside a `ForEach` the tag is implied: each element's ID is its view's tag when the ID's
  /// type is the selection's type, so `ForEach(Flavor.allCases, id: \.self) { Text($0.name) }`
  /// needs no `.tag`. An explicit tag wins over the implied one.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TraitView(content: self, traits: ViewTraits(tag: AnyHashable(tag)))
  }

  /// SwiftUI's `.tag(_:includeOptional:)`. A TextUI picker with an optional selection already
  /// matches a tag of the wrapped type, so `includeOptional` changes nothing.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    self.tag(tag)
  }
}

/// The type of value a container selects by tag, so a `ForEach` inside it can tell whether
/// its element IDs are tags (SwiftUI tags a `ForEach`'s views with their IDs when the ID type
/// matches the selection type).
@MainActor
protocol TagValueType {
  /// Whether `value` can be selected: it is of the selection's type (or the type it wraps,
  /// for an optional selection).
  func accepts(_ value: Any) -> Bool
}

/// The `TagValueType` of a selection of type `Value`.
struct TagValue<Value: Hashable>: TagValueType {
  func accepts(_ value: Any) -> Bool { value is Value }
}

/// Wraps the nodes of one `ForEach` element in its implied tag, unless the element's view
/// set its own with `.tag(_:)`.
@MainActor
func tagging(_ children: [NodeRef], with id: AnyHashable, in tree: LayoutTree, into nodes: inout [NodeRef]) {
  for child in children {
    guard let traited = child.as(TraitNode.self) else {
      nodes.append(NodeRef(in: tree, TraitNode(child: child, traits: ViewTraits(tag: id))))
      continue
    }
    if traited.traits.tag != nil {
      nodes.append(child)
    } else {
      nodes.append(
        NodeRef(in: tree, TraitNode(child: traited.child, traits: traited.traits.merged(with: ViewTraits(tag: id)))))
    }
  }
}
