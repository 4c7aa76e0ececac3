/// The node of a `ScrollView` that scrolls horizontally (`.horizontal` or both axes), shown at
/// its top-leading corner.
///
/// The content is offered unlimited width (and unlimited height too when the view also
/// scrolls vertically), as SwiftUI's scroll view offers its content along the scrolling axes;
/// what does not fit is clipped. A cut on the right is marked by a dim `→` in the last
/// column of the first row, a cut at the bottom by a dim `↓ N more lines`, so a snapshot
/// shows that something is hidden.
struct HorizontalScrollNode: LayoutNode {
  let content: NodeRef
  let scrollsVertically: Bool

  init(content: NodeRef, scrollsVertically: Bool) {
    self.content = content
    self.scrollsVertically = scrollsVertically
  }

  private func contentSize(height: Int?) -> Size {
    content.sizeThatFits(ProposedSize(width: nil, height: scrollsVertically ? nil : height))
  }

  /// Takes the width it is offered; its height is the offered height when it scrolls
  /// vertically too, and otherwise the content's, at most the offered height.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if scrollsVertically, let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let size = contentSize(height: proposal.height)
    let height = proposal.height.map { min($0, size.height) } ?? size.height
    return Size(
      width: proposal.width ?? size.width, height: scrollsVertically ? (proposal.height ?? size.height) : height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let size = contentSize(height: rect.height)
    let cutRight = size.width > rect.width
    let cutBottom = scrollsVertically && size.height > rect.height
    let visibleHeight = cutBottom ? max(0, rect.height - 1) : rect.height
    canvas.clipped(to: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: visibleHeight)) { canvas in
      content.draw(in: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height), on: &canvas)
    }
    let style = Style(attributes: .dim)
    if cutRight, rect.width > 0, visibleHeight > 0 {
      let x = rect.maxX - 1
      let clip = canvas.clip.intersection(Rect(x: x, y: rect.minY, width: 1, height: 1))
      canvas.buffer.put("→", width: 1, x: x, y: rect.minY, style: style, clip: clip)
    }
    if cutBottom, rect.height > 0 {
      let hidden = size.height - visibleHeight
      let message = "↓ \(hidden) more line\(hidden == 1 ? "" : "s")"
      let lineY = rect.minY + visibleHeight
      let clip = canvas.clip.intersection(Rect(x: rect.minX, y: lineY, width: rect.width, height: 1))
      var x = rect.minX
      for character in message {
        x += canvas.buffer.put(
          character, width: GraphemeWidth.width(of: character), x: x, y: lineY, style: style, clip: clip)
      }
      if canvas.keepsTextOrder { canvas.keepOrder(y: lineY, minX: rect.minX, maxX: x, clip: clip) }
    }
  }
}
