/// Builds a view for each element of a collection, each identified by a stable ID so its
/// state follows the element rather than its position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
  /// The elements to build views for, in order.
  public var data: Data
  let id: KeyPath<Data.Element, ID>
  /// Builds the view for one element.
  public var content: (Data.Element) -> Content

  /// One view per element, identified by the element's `id` key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    nodes.reserveCapacity(nodes.count + view.data.count)
    if let selection = inputs.listSelection {
      // The rows of a selectable List: each selects its ID; views inside rows are not rows.
      var inputs = inputs
      inputs.listSelection = nil
      for element in view.data {
        let identity = element[keyPath: view.id]
        let row = SelectableRow(id: AnyHashable(identity), selection: selection, content: view.content(element))
        appendNodes(row, inputs: inputs.child(identity), into: &nodes)
      }
      return
    }
    if let tagType = inputs.implicitTagType {
      // The options of a picker: SwiftUI tags each element's view with its ID when the ID
      // is of the selection's type, so `ForEach(Flavor.allCases, id: \.self)` needs no `.tag`.
      var inputs = inputs
      inputs.implicitTagType = nil
      for element in view.data {
        let identity = element[keyPath: view.id]
        if inputs.childCollector != nil {
          // The tabs of a `TabView(selection:)`: the ID is each tab's tag unless it sets one.
          let traits = ViewTraits(impliedTag: tagType.accepts(identity) ? AnyHashable(identity) : nil)
          appendNodes(
            TraitView(content: view.content(element), traits: traits), inputs: inputs.child(identity), into: &nodes)
          continue
        }
        var children: [any LayoutNode] = []
        appendNodes(view.content(element), inputs: inputs.child(identity), into: &children)
        if tagType.accepts(identity) {
          tagging(children, with: AnyHashable(identity), into: &nodes)
        } else {
          nodes.append(contentsOf: children)
        }
      }
      return
    }
    for element in view.data {
      let identity = element[keyPath: view.id]
      appendNodes(view.content(element), inputs: inputs.child(identity), into: &nodes)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per `Identifiable` element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
