/// One terminal cell: the grapheme cluster shown there and its style.
///
/// A wide (two-cell) character sits in its first cell with `width == 2`; the cell to its
/// right is a continuation with `width == 0` and an empty symbol, so every row of a buffer
/// always spans exactly the buffer's width in cells.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn in this cell (a space for the right half of a wide character).
  public var symbol: Character
  /// Cells this symbol spans: 1, 2, or 0 for the right half of a wide character.
  public var width: UInt8
  /// How the cell looks.
  public var style: Style

  /// A cell holding `symbol`.
  @inlinable public init(_ symbol: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.symbol = symbol
    self.width = width
    self.style = style
  }

  /// An empty cell with the default style.
  public static let blank = Cell()

  /// The right half of a wide character.
  @inlinable public static func continuation(style: Style) -> Cell {
    Cell(" ", width: 0, style: style)
  }

  /// Whether this cell is the right half of a wide character.
  @inlinable public var isContinuation: Bool { width == 0 }
}
