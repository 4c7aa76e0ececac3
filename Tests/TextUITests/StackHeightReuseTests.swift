import Testing

@testable import TextUI

/// Counts the layouts its nodes are asked for.
@MainActor private final class Counter {
  var calls = 0
}

/// A node one row high and up to `width` wide whatever height it is offered, which says so.
private struct OneRowNode: LayoutNode {
  let width: Int
  let counter: Counter
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    counter.calls += 1
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }
  func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool { true }
  func draw(in rect: Rect, on canvas: inout Canvas) {}
}

/// A node two cells wide that is as high as it is offered (one row without a proposal), and
/// does not say whether its height depends on the proposal.
private struct FillingNode: LayoutNode {
  func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: 2, height: proposal.height ?? 1) }
  func draw(in rect: Rect, on canvas: inout Canvas) {}
}

/// A row probed for several heights at one width (a column's minimum, maximum and share) is
/// laid out once when its children's sizes do not depend on the height, and again for each
/// height otherwise (see `StackNode.layoutForAnyHeight`).
@Suite("Rows probed for several heights")
@MainActor
struct StackHeightReuseTests {
  private static let heights: [Int?] = [0, ProposedSize.infinity, 1, 3, nil, 0]

  @Test("a row of children one row high at any height is laid out once for every height")
  func oneLayoutForEveryHeight() {
    let tree = LayoutTree()
    let counter = Counter()
    let children = [
      NodeRef(in: tree, OneRowNode(width: 4, counter: counter)),
      NodeRef(in: tree, SpacerNode(axis: .horizontal, minLength: 0)),
      NodeRef(in: tree, OneRowNode(width: 3, counter: counter)),
    ]
    let row = NodeRef(
      in: tree, StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: children, in: tree))
    let first = row.sizeThatFits(ProposedSize(width: 20, height: 0))
    let callsForOneLayout = counter.calls
    for height in Self.heights.dropFirst() where height != nil {
      #expect(row.sizeThatFits(ProposedSize(width: 20, height: height)) == first)
    }
    #expect(first == Size(width: 20, height: 1))
    #expect(counter.calls == callsForOneLayout)
    #expect(row.ignoresProposedHeight(width: 20, widthOnly: false))
    #expect(!row.ignoresProposedHeight(width: 10, widthOnly: false))
  }

  @Test("a row with a child as high as it is offered is laid out for each height")
  func childFollowingTheHeight() {
    let tree = LayoutTree()
    let children = [
      NodeRef(in: tree, OneRowNode(width: 4, counter: Counter())),
      NodeRef(in: tree, FillingNode()),
    ]
    let row = NodeRef(
      in: tree, StackNode(axis: .horizontal, alignment: .center, spacing: 0, children: children, in: tree))
    for height in Self.heights {
      let size = row.sizeThatFits(ProposedSize(width: 10, height: height))
      #expect(size == Size(width: 6, height: max(1, height ?? 1)), "proposed \(String(describing: height)) high")
    }
    #expect(!row.ignoresProposedHeight(width: 10, widthOnly: false))
  }

  /// The node `view` makes, in `tree`.
  private static func node(_ view: some View, in tree: LayoutTree) -> NodeRef {
    let inputs = _ViewInputs(
      environment: EnvironmentValues(), graph: ViewGraph(EmptyView()), tree: tree, identity: .root, axis: .horizontal)
    var nodes: [NodeRef] = []
    appendNodes(view, inputs: inputs, into: &nodes)
    return singleNode(nodes, in: tree)!
  }

  @Test(
    "a text or button that says its size holds for every height has that size at every height",
    arguments: ["one two three four", "Add", "two\nlines", "本を読む", ""])
  func claimsHold(string: String) {
    let tree = LayoutTree()
    let views: [NodeRef] = [
      Self.node(Text(string), in: tree), Self.node(Text(string).lineLimit(1), in: tree),
      Self.node(Text(string).lineLimit(2), in: tree), Self.node(Button(string) {}, in: tree),
      Self.node(HStack { Text(string).lineLimit(1) }, in: tree),
    ]
    var claims = 0
    for (kind, node) in views.enumerated() {
      for width: Int? in Array(0...22) + [nil, ProposedSize.infinity] {
        let sizes = [0, 1, 2, 3, 5, ProposedSize.infinity, nil].map {
          node.sizeThatFits(ProposedSize(width: width, height: $0))
        }
        let label = "view \(kind) at \(String(describing: width))"
        if node.ignoresProposedHeight(width: width, widthOnly: false) {
          claims += 1
          #expect(sizes.allSatisfy { $0 == sizes[0] }, "\(label): \(sizes)")
        } else if node.ignoresProposedHeight(width: width, widthOnly: true) {
          claims += 1
          #expect(sizes.allSatisfy { $0.width == sizes[0].width }, "\(label): \(sizes)")
        }
      }
    }
    #expect(claims > 0)
  }

  @Test("a text that wraps at a width does not say its height holds there")
  func wrappingTextClaimsNothing() {
    let tree = LayoutTree()
    let text = Self.node(Text("one two three four"), in: tree)
    #expect(text.sizeThatFits(ProposedSize(width: 6, height: 1)).height == 1)
    #expect(text.sizeThatFits(ProposedSize(width: 6, height: nil)).height == 4)
    #expect(!text.ignoresProposedHeight(width: 6, widthOnly: false))
    #expect(text.ignoresProposedHeight(width: 18, widthOnly: false))
    #expect(
      Self.node(Text("one two three four").lineLimit(1), in: tree).ignoresProposedHeight(width: 6, widthOnly: false))
  }
}
