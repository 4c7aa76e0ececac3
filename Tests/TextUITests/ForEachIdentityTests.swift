import Testing

@testable import TextUI

/// `ForEach(_:id:content:)` tells `id: \.self` from every other key path without making the
/// key path `\Data.Element.self`, and identifies each element by the path it was given.
@Suite("ForEach identity key path")
struct ForEachIdentityTests {
  /// A value whose first stored property has the type of the ID, and a computed property
  /// returning the value itself.
  struct Point: Hashable {
    var x: Int
    var y: Int
    var itself: Point { self }
  }

  /// A class element: its properties are reached through a class, never at a stored offset.
  final class Node: Hashable {
    let name: String
    var peer: Node?
    var partner: Node { peer ?? self }

    init(_ name: String) { self.name = name }
    static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  @MainActor
  @Test("\\.self is the identity, for a value, a string and a class element")
  func selfIsIdentity() {
    #expect(ForEach<[Int], Int, Text>.isIdentity(\Int.self))
    #expect(ForEach<[String], String, Text>.isIdentity(\String.self))
    #expect(ForEach<[Point], Point, Text>.isIdentity(\Point.self))
    #expect(ForEach<[Node], Node, Text>.isIdentity(\Node.self))
    let loop = ForEach([Point(x: 1, y: 2)], id: \.self) { _ in Text("p") }
    #expect(loop.identify(Point(x: 3, y: 4)) == Point(x: 3, y: 4))
  }

  @MainActor
  @Test("a stored first property, a computed property returning self and a class property are not the identity")
  func otherPathsAreNot() {
    // Offset 0 but another type: a struct cannot hold a stored property of its own type.
    #expect(!ForEach<[Point], Int, Text>.isIdentity(\Point.x))
    // The element's type, but computed: no stored offset, read through the key path.
    #expect(!ForEach<[Point], Point, Text>.isIdentity(\Point.itself))
    // The element's type, through a class: no stored offset.
    #expect(!ForEach<[Node], Node, Text>.isIdentity(\Node.partner))
    // The element's type, through a stored class property.
    #expect(!ForEach<[Node], Node, Text>.isIdentity(\Node.peer!))

    let first = Node("first")
    let second = Node("second")
    first.peer = second
    let byPartner = ForEach([first], id: \.partner) { _ in Text("n") }
    #expect(byPartner.identify(first) === second)
    let bySelf = ForEach([first], id: \.self) { _ in Text("n") }
    #expect(bySelf.identify(first) === first)
    let byItself = ForEach([Point(x: 5, y: 6)], id: \.itself) { _ in Text("p") }
    #expect(byItself.identify(Point(x: 5, y: 6)) == Point(x: 5, y: 6))
    let byX = ForEach([Point(x: 5, y: 6)], id: \.x) { _ in Text("p") }
    #expect(byX.identify(Point(x: 5, y: 6)) == 5)
  }
}
