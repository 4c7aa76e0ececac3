import Foundation

/// How SwiftUI's points become terminal cells: one metric for every length a view is given
/// (padding, stack and grid spacing, frames, `EdgeInsets`, offsets, `Spacer(minLength:)`,
/// line spacing, a safe-area inset's spacing) and for the sizes a `GeometryProxy` reports.
///
/// It comes from SwiftUI's own defaults. Body text is 17 pt with lines about 22 pt apart, and
/// its characters average about 8 pt across, so a **column is 8 pt** and a **row is 22 pt**:
/// a line of text takes the same share of a row, and a word the same share of a column, as it
/// does of the points around it on a phone. An iPhone's 393 × 852 pt screen is then about
/// 49 × 39 cells, and a 40-column canvas is a 320 pt-wide phone. SwiftUI's default padding
/// (16 pt) is 2 columns and 1 row; `VStack(spacing: 20)` is 1 row; `.frame(width: 320,
/// height: 60)` is 40 columns by 3 rows.
///
/// A length is rounded to the nearest whole cell, half away from zero, except that a positive
/// length never rounds to nothing **across** (a column is a character: `HStack(spacing: 2)` or
/// `.padding(.horizontal, 4)` still separates an icon from its text by a column) nor as a
/// **size** (`.frame(height: 1)`, a hairline in SwiftUI, is a row). A vertical gap under half a
/// line — `VStack(spacing: 4)`, `.padding(.vertical, 8)` — is part of a line's own leading in
/// SwiftUI and adds no row: drawn as a blank row each, a list row of a title, a subtitle and
/// 4 pt of padding came out 5 rows tall where SwiftUI draws it 2.4 lines tall. From 11 pt a
/// vertical gap is a row. Negative lengths (offsets) round the same way with their sign;
/// `.infinity` stays unbounded.
///
/// Code written for a terminal speaks in cells with `CGFloat.columns(_:)` and
/// `CGFloat.rows(_:)`, which give the points that round back to exactly that many cells: `.padding(.horizontal, .columns(1))`, `VStack(spacing: .rows(1))`,
/// `.frame(width: .columns(20))`.
public enum CellMetric {
  /// The points one column stands for: about one character of 17 pt body text.
  public static let pointsPerColumn: CGFloat = 8
  /// The points one row stands for: one line of 17 pt body text.
  public static let pointsPerRow: CGFloat = 22

  /// The whole columns `points` stand for, a width or a horizontal gap: at least one for a
  /// positive length.
  @inlinable public static func columns(_ points: CGFloat) -> Int {
    cells(points, per: pointsPerColumn, atLeastOne: true)
  }

  /// The whole rows a vertical gap of `points` stands for (padding, spacing, an offset): the
  /// nearest, so under half a line (11 pt) is none.
  @inlinable public static func rows(_ points: CGFloat) -> Int {
    cells(points, per: pointsPerRow, atLeastOne: false)
  }

  /// The whole rows a height of `points` stands for (a frame, a grid row): at least one for a
  /// positive height.
  @inlinable public static func rows(ofHeight points: CGFloat) -> Int {
    cells(points, per: pointsPerRow, atLeastOne: true)
  }

  /// The whole cells a gap of `points` stands for along `axis`: columns across, rows down.
  @inlinable public static func cells(_ points: CGFloat, along axis: Axis) -> Int {
    axis == .horizontal ? columns(points) : rows(points)
  }

  /// The whole cells a size of `points` stands for along `axis`.
  @inlinable public static func cells(ofSize points: CGFloat, along axis: Axis) -> Int {
    axis == .horizontal ? columns(points) : rows(ofHeight: points)
  }

  /// The points `count` cells stand for along `axis`, as a `GeometryProxy` reports them.
  @inlinable public static func points(_ count: Int, along axis: Axis) -> CGFloat {
    CGFloat(count) * (axis == .horizontal ? pointsPerColumn : pointsPerRow)
  }

  /// `points` in cells of `unit` points: rounded half away from zero (at least one cell for a
  /// nonzero length when `atLeastOne`), `ProposedSize.infinity` for an unbounded one, zero
  /// for NaN.
  @usableFromInline static func cells(_ points: CGFloat, per unit: CGFloat, atLeastOne: Bool) -> Int {
    if points.isNaN || points == 0 { return 0 }
    let magnitude = Swift.abs(points) / unit
    if magnitude >= CGFloat(ProposedSize.infinity) {
      return points > 0 ? ProposedSize.infinity : -ProposedSize.infinity
    }
    var count = Int(magnitude.rounded(.toNearestOrAwayFromZero))
    if atLeastOne && count == 0 { count = 1 }
    return points > 0 ? count : -count
  }
}

extension CGFloat {
  /// The length of `count` columns, for code that means cells: `.padding(.horizontal,
  /// .columns(1))` pads by exactly one column, where `.padding(.horizontal, 8)` pads by 8 pt
  /// (which is also one column).
  @inlinable public static func columns(_ count: Int) -> CGFloat {
    CGFloat(count) * CellMetric.pointsPerColumn
  }

  /// The length of `count` rows, for code that means cells: `VStack(spacing: .rows(1))` leaves
  /// exactly one blank row.
  @inlinable public static func rows(_ count: Int) -> CGFloat {
    CGFloat(count) * CellMetric.pointsPerRow
  }
}

/// A length in columns (`nil` staying `nil`), never negative: for sizes and spacing, which a
/// negative length cannot shrink below nothing.
@inlinable func optionalColumns(_ points: CGFloat?) -> Int? {
  guard let points else { return nil }
  return Swift.max(0, CellMetric.columns(points))
}

/// A height in rows (`nil` staying `nil`), never negative, at least one when positive.
@inlinable func optionalRows(_ points: CGFloat?) -> Int? {
  guard let points else { return nil }
  return Swift.max(0, CellMetric.rows(ofHeight: points))
}

/// Distances in cells from each edge: what `.padding`, borders and a list's chrome take.
/// SwiftUI's ``EdgeInsets`` are points and become these through ``CellMetric``.
public struct CellInsets: Hashable, Sendable {
  /// Rows inset from the top edge.
  public var top: Int
  /// Columns inset from the leading edge.
  public var leading: Int
  /// Rows inset from the bottom edge.
  public var bottom: Int
  /// Columns inset from the trailing edge.
  public var trailing: Int
  /// Insets of the given cells from each edge; unnamed edges get none.
  @inlinable public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// SwiftUI's insets in points, each edge rounded to cells by ``CellMetric`` (never negative).
  @inlinable public init(_ insets: EdgeInsets) {
    self.init(
      top: Swift.max(0, CellMetric.rows(insets.top)), leading: Swift.max(0, CellMetric.columns(insets.leading)),
      bottom: Swift.max(0, CellMetric.rows(insets.bottom)), trailing: Swift.max(0, CellMetric.columns(insets.trailing)))
  }
  /// Total horizontal inset.
  @inlinable public var horizontal: Int { leading + trailing }
  /// Total vertical inset.
  @inlinable public var vertical: Int { top + bottom }
}

extension CellInsets {
  /// `count` cells on every edge: `.padding(.cells(1))` pads by one column and one row.
  @inlinable public static func cells(_ count: Int) -> CellInsets {
    CellInsets(top: count, leading: count, bottom: count, trailing: count)
  }
}
