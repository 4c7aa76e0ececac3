import Testing

@testable import TextUI

/// An object whose release a test can observe through a weak reference.
private final class Token {}

/// A node holding a reference, as most nodes do (their children, strings, caches).
private struct TokenNode: LayoutNode {
  let token: Token
  let width: Int
  func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: width, height: 1) }
  func draw(in rect: Rect, on canvas: inout Canvas) {}
}

/// A custom view: the graph keeps a memo of its nodes between renders.
private struct Row: View {
  var title: String
  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text("›")
    }
  }
}

private struct Screen: View {
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<20, id: \.self) { Row(title: "Row \($0)") }
    }
  }
}

@Suite("Layout tree")
@MainActor
struct LayoutTreeTests {
  @Test("freeing a tree releases what its nodes hold")
  func freeingReleases() {
    weak var released: Token?
    do {
      let tree = LayoutTree()
      let token = Token()
      released = token
      let node = NodeRef(in: tree, TokenNode(token: token, width: 3))
      #expect(node.sizeThatFits(ProposedSize(width: nil, height: nil)) == Size(width: 3, height: 1))
      #expect(released != nil)
    }
    #expect(released == nil)
  }

  @Test("nodes keep their place while the tree grows by many blocks", arguments: [1, 1_000, 20_000])
  func nodesKeepTheirPlace(count: Int) {
    let tree = LayoutTree()
    var nodes: [NodeRef] = []
    for index in 0..<count { nodes.append(NodeRef(in: tree, TokenNode(token: Token(), width: index))) }
    let widths = nodes.map { $0.sizeThatFits(ProposedSize(width: nil, height: nil)).width }
    #expect(widths == Array(0..<count))
    #expect(nodes.allSatisfy { $0.is(TokenNode.self) && !$0.is(SpacerNode.self) })
  }

  @Test("references stored in a tree read back in order")
  func storedReferences() {
    let tree = LayoutTree()
    let nodes = (0..<50).map { NodeRef(in: tree, TokenNode(token: Token(), width: $0)) }
    let stored = NodeRefs(nodes, from: 10, in: tree)
    #expect(stored.count == 40)
    #expect(stored.map { $0.as(TokenNode.self)?.width } == Array(10..<50))
    #expect(NodeRefs(nodes, from: 50, in: tree).isEmpty)
    var building = nodes
    let taken = takeNodes(from: &building, since: 45, in: tree.space)
    #expect(building.count == 45)
    #expect(taken.map { $0.as(TokenNode.self)?.width } == Array(45..<50))
  }

  @Test("children too many to share a block are taken into memory of their own")
  func manyChildrenTaken() {
    let tree = LayoutTree()
    var building = (0..<2_000).map { NodeRef(in: tree, TokenNode(token: Token(), width: $0)) }
    let taken = takeNodes(from: &building, since: 1, in: tree.space)
    #expect(building.count == 1)
    #expect(taken.count == 1_999)
    #expect(taken.map { $0.as(TokenNode.self)?.width } == Array(1..<2_000))
    // Nodes placed after them still go into the tree's blocks.
    let next = NodeRef(in: tree, TokenNode(token: Token(), width: 7))
    #expect(next.as(TokenNode.self)?.width == 7)
  }

  @Test("a render that reuses memos keeps the tree their nodes are in; one that rebuilds them lets it go")
  func reusedMemosKeepTheirTree() {
    let graph = ViewGraph(Screen())
    let first = graph.render(width: 30, height: 24, placement: .topLeading)
    weak let firstTree = graph.tree
    #expect(firstTree != nil)

    let evaluated = graph.bodyEvaluationCount
    let again = graph.render(width: 30, height: 24, placement: .topLeading)
    #expect(graph.bodyEvaluationCount == evaluated, "the second render reuses every memo")
    #expect(again.buffer == first.buffer)
    #expect(graph.tree !== firstTree)
    #expect(firstTree != nil, "the reused nodes are in the first tree")

    graph.environment.lineLimit = 1
    let rebuilt = graph.render(width: 30, height: 24, placement: .topLeading)
    #expect(graph.bodyEvaluationCount > evaluated)
    #expect(rebuilt.buffer == first.buffer)
    #expect(firstTree == nil, "no memo refers to the first tree any more")
  }

  @Test("tearing a graph down frees its trees")
  func tearDownFrees() {
    weak var tree: LayoutTree?
    do {
      let graph = ViewGraph(Screen())
      _ = graph.render(width: 30, height: 24, placement: .topLeading)
      _ = graph.render(width: 30, height: 24, placement: .topLeading)
      tree = graph.tree
      graph.tearDown()
    }
    #expect(tree == nil)
  }
}
