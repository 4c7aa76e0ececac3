/// One terminal cell: the grapheme cluster shown there and its style.
///
/// A wide (two-cell) character sits in its first cell with `width == 2`; the cell to its
/// right is a continuation with `width == 0` and an empty symbol, so every row of a buffer
/// always spans exactly the buffer's width in cells.
///
/// A cell is a plain value of a few bytes with no reference inside (the symbol is kept as a
/// `CellSymbol`), so a buffer of them is allocated, copied, compared and freed as one block
/// of memory, and encoders read a symbol without any `String` work.
public struct Cell: Hashable, Sendable {
  /// The symbol, packed: its scalar, or a reference to a cluster of several scalars.
  @usableFromInline var code: CellSymbol
  /// Cells this symbol spans: 1, 2, or 0 for the right half of a wide character.
  public var width: UInt8
  /// How the cell looks.
  public var style: Style

  /// The grapheme cluster drawn in this cell (a space for the right half of a wide character).
  public var symbol: Character {
    get { code.character }
    set { code = CellSymbol(newValue) }
  }

  /// A cell holding `symbol`.
  public init(_ symbol: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.code = CellSymbol(symbol)
    self.width = width
    self.style = style
  }

  /// A cell holding the packed symbol `code`. Transparent, like the other accessors drawing
  /// and encoding use per cell: a debug build (what `swift run preview-runner` is) inlines
  /// only transparent functions, and a call per cell costs more than the cell's work.
  @_transparent @usableFromInline init(code: CellSymbol, width: UInt8, style: Style) {
    self.code = code
    self.width = width
    self.style = style
  }

  /// An empty cell with the default style.
  public static let blank = Cell(code: .space, width: 1, style: .plain)

  /// The right half of a wide character.
  @_transparent public static func continuation(style: Style) -> Cell {
    Cell(code: .space, width: 0, style: style)
  }

  /// The symbol's scalar when the symbol is exactly one Unicode scalar, as nearly every cell
  /// of a screen is; `nil` for a cluster of several scalars. Read without any grapheme work,
  /// so encoders can write and check a cell in a few instructions.
  @inlinable public var singleScalar: Unicode.Scalar? { code.scalar }

  /// The value of ``singleScalar``, read without forming a `Unicode.Scalar`: encoders read it
  /// for every cell of every screen, and it is transparent so that even a debug build reads it
  /// in place rather than with a call.
  @_transparent public var singleScalarValue: UInt32? {
    code.rawValue < 0x8000_0000 ? code.rawValue : nil
  }

  /// Appends the UTF-8 of the symbol to `bytes`: one to four bytes written directly for a
  /// single scalar, so encoders outside TextUI never build a `String` per cell.
  public func appendSymbolUTF8(to bytes: inout [UInt8]) {
    code.appendUTF8(to: &bytes)
  }

  /// Whether this cell is the right half of a wide character.
  @_transparent public var isContinuation: Bool { width == 0 }
}
