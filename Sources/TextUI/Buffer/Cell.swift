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

  /// The symbol's scalar when the symbol is exactly one Unicode scalar, as nearly every cell
  /// of a screen is; `nil` for a cluster of several scalars. Read from the symbol's inline
  /// form without grapheme work, so encoders can write and check a cell in a few instructions.
  public var singleScalar: Unicode.Scalar? { SymbolBytes.singleScalar(of: symbol) }

  /// Whether this cell is the right half of a wide character.
  @inlinable public var isContinuation: Bool { width == 0 }
}
