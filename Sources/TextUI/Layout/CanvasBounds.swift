/// The size of the canvas being rendered, which fixed frames are clamped to: a
/// `.frame(width: 700)` written for a tablet is as wide as the canvas, not a block that pushes
/// everything else off it. Set by ``ViewGraph`` for the length of a render.
@MainActor
enum CanvasBounds {
  /// The canvas's width in columns.
  static var width = ViewGraph.maximumWidth
  /// The canvas's height in rows, when the render fixes one; a natural-height render lets
  /// frames be as tall as the canvas cap.
  static var height = ViewGraph.maximumNaturalHeight

  /// `length` columns, at most the canvas's width.
  @_transparent static func clampWidth(_ length: Int?) -> Int? {
    guard let length else { return nil }
    return length > width ? width : length
  }

  /// `length` rows, at most the canvas's height.
  @_transparent static func clampHeight(_ length: Int?) -> Int? {
    guard let length else { return nil }
    return length > height ? height : length
  }
}

/// Where ``ViewGraph/render(width:height:placement:)`` draws a root view smaller than its
/// canvas.
public enum RootPlacement: Sendable, Hashable {
  /// Where SwiftUI places a screen's root view: centred across the canvas, and down it when
  /// the height is fixed (at the top of a natural-height canvas, which is as tall as the view).
  case centered
  /// At the canvas's top-leading corner: for drawing a component into a region of a larger
  /// screen, or measuring it where it starts.
  case topLeading
}
