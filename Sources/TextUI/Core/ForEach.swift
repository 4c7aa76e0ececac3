/// Builds a view for each element of a collection, each identified by a stable ID so its
/// state follows the element rather than its position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
  /// The elements to build views for, in order.
  public var data: Data
  /// The ID of an element. A closure rather than the key path it was given: reading a
  /// property through a key path costs far more per element than calling a closure, and
  /// `Identifiable` elements and integer ranges need no key path at all.
  @usableFromInline let identify: (Data.Element) -> ID
  /// Builds the view for one element.
  public var content: (Data.Element) -> Content

  /// One view per element, identified by the element's `id` key path.
  // Inlinable, as the `Identifiable` initialiser is: the closures are specialised for the
  // element's type where the loop is written.
  @inlinable
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    if Self.isIdentity(id) {
      // `id: \.self`, the most common key path: each element is its own ID. `ID` is
      // `Data.Element`, so the closure's type is the same and the cast changes nothing.
      let identify: (Data.Element) -> Data.Element = { $0 }
      self.init(data, identify: unsafeBitCast(identify, to: ((Data.Element) -> ID).self), content: content)
    } else {
      self.init(data, identify: { $0[keyPath: id] }, content: content)
    }
  }

  /// Whether `id` is `\.self`, told without making the key path `\Data.Element.self` to
  /// compare it with: a generic key path is instantiated on every call (about 19,000
  /// instructions), where this reads the one given.
  ///
  /// A key path from a type to itself at a stored offset of 0 is the identity: the offset is
  /// `nil` for any path through a class property, a computed property, a subscript or an
  /// optional, so any other such path runs through stored properties of value types alone, and
  /// a value type cannot hold a value of its own type inline.
  @usableFromInline
  static func isIdentity(_ id: KeyPath<Data.Element, ID>) -> Bool {
    ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: id) == 0
  }

  @usableFromInline
  init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.identify = identify
    self.content = content
  }

  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // Room for a node per element, grown geometrically: the array may be a parent's that
    // other loops reserve in too, and exact reservations would copy it for each of them.
    let needed = nodes.count + view.data.count
    if nodes.capacity < needed { nodes.reserveCapacity(max(needed, 2 * nodes.capacity)) }
    if inputs.hasScopedInputs {
      makeScopedNodes(view, inputs: inputs, into: &nodes)
      return
    }
    // The closures read once: reading a stored property of this generic struct looks its
    // layout up in the type's metadata, which cost more than the rest of an element's work.
    let identify = view.identify
    let content = view.content
    var childInputs = inputs
    if let range = view.data as? Range<Int> {
      // `ForEach(0..<count)`, the commonest loop, counted as integers: unspecialised code
      // (a debug build, what `swift run` gives) runs a generic iterator's `next()` through
      // witness tables, more than a thousand instructions an element. `Data` is
      // `Range<Int>`, so its element is an `Int` and the cast changes nothing.
      var value = range.lowerBound
      while value < range.upperBound {
        let element = unsafeBitCast(value, to: Data.Element.self)
        childInputs.becomeChild(identify(element), of: inputs.identity)
        appendNodes(content(element), inputs: childInputs, into: &nodes)
        value &+= 1
      }
      return
    }
    for element in view.data {
      childInputs.becomeChild(identify(element), of: inputs.identity)
      appendNodes(content(element), inputs: childInputs, into: &nodes)
    }
  }

  /// The rows of a selectable `List` or the options of a picker: not inlined into every
  /// module's loops, which are nearly all plain ones.
  @usableFromInline
  static func makeScopedNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if let selection = inputs.listSelection {
      // The rows of a selectable List: each selects its ID; views inside rows are not rows.
      var inputs = inputs
      inputs.listSelection = nil
      for element in view.data {
        let identity = view.identify(element)
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
        let identity = view.identify(element)
        if inputs.childCollector != nil {
          // The tabs of a `TabView(selection:)`: the ID is each tab's tag unless it sets one.
          let traits = ViewTraits(impliedTag: tagType.accepts(identity) ? AnyHashable(identity) : nil)
          appendNodes(
            TraitView(content: view.content(element), traits: traits), inputs: inputs.child(identity), into: &nodes)
          continue
        }
        var children: [NodeRef] = []
        appendNodes(view.content(element), inputs: inputs.child(identity), into: &children)
        if tagType.accepts(identity) {
          tagging(children, with: AnyHashable(identity), in: inputs.tree, into: &nodes)
        } else {
          nodes.append(contentsOf: children)
        }
      }
      return
    }
    for element in view.data {
      appendNodes(view.content(element), inputs: inputs.child(view.identify(element)), into: &nodes)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per `Identifiable` element.
  // Inlinable, so that the closure reading each element's `id` is specialised for the
  // element's type where the loop is written: generic, it read `id` through the witness
  // table, about sixty instructions a row in a release build.
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, identify: { $0 }, content: content)
  }
}
