// SwiftUI lets `ForEach($items) { $item in … }` hand each row a binding to its element:
// a binding to a mutable collection is itself a collection of bindings, and a binding to an
// identifiable value is identified by that value's ID.

extension Binding: Identifiable where Value: Identifiable {
  /// The bound value's ID.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & RandomAccessCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
