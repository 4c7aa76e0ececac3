/// The canvas a preview is rendered on: one or more widths (like device variants) and a
/// height, `nil` for the content's natural height.
public struct PreviewLayout: Sendable, Hashable {
  /// The default width: 80 columns, a classic terminal.
  public static let defaultWidth = 80

  /// The canvas widths in columns; every state is rendered and snapshotted once per width.
  public var widths: [Int]
  /// The canvas height in rows, or `nil` for the content's natural height.
  public var height: Int?

  /// A layout of one or more widths; an empty list means the default width.
  public init(widths: [Int] = [PreviewLayout.defaultWidth], height: Int? = nil) {
    self.widths = widths.isEmpty ? [PreviewLayout.defaultWidth] : widths
    self.height = height
  }

  /// A layout of a single width.
  public init(width: Int, height: Int? = nil) {
    self.init(widths: [width], height: height)
  }
}

extension PreviewLayout {
  /// SwiftUI's `.sizeThatFits`: the default width, at the content's natural height.
  public static var sizeThatFits: PreviewLayout { PreviewLayout() }

  /// SwiftUI's `.device`: the default canvas.
  public static var device: PreviewLayout { PreviewLayout() }

  /// SwiftUI's `.fixed(width:height:)`, in points. Cells are not points, so a ported preview
  /// keeps the default canvas; set `static var layout` on the provider to choose columns.
  public static func fixed(width: Double, height: Double) -> PreviewLayout { PreviewLayout() }
}
