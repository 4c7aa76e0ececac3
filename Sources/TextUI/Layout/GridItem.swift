import Foundation

/// One column of a `LazyVGrid` (or one row of a `LazyHGrid`), as SwiftUI's `GridItem`:
/// a fixed length, a flexible length between bounds, or an adaptive length that fits as many
/// tracks as it can. Lengths are points, which ``CellMetric`` rounds to columns (rows for a
/// `LazyHGrid`'s tracks).
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 12))]
/// LazyVGrid(columns: columns) { ForEach(books) { BookTile(book: $0) } }
/// ```
public struct GridItem: Sendable, Hashable {
  /// How long a track is.
  public enum Size: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left by the fixed tracks, clamped to the bounds. The default
    /// minimum is SwiftUI's 10 points: one column.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` points as fit, sharing the space equally (each at
    /// most `maximum`).
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The length of the track.
  public var size: Size
  /// The points between this track and the next; `nil` for the default (one column between
  /// columns, as `HStack`; no row between rows, as `VStack`).
  public var spacing: CGFloat?
  /// Where a cell smaller than its track sits; `nil` for centred, as in SwiftUI.
  public var alignment: Alignment?

  /// A track of `size`, `spacing` points before the next one, its cells placed by `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The tracks a list of `GridItem`s resolves to for an available length: adaptive items
/// become as many tracks as fit, and flexible ones share what the fixed ones leave.
struct GridTracks: Equatable {
  /// Each track's length.
  var lengths: [Int]
  /// The gap after each track (the last one's is not used).
  var spacings: [Int]
  /// Each track's cell alignment.
  var alignments: [Alignment?]

  /// The total length, spacing included.
  var total: Int {
    var sum = 0
    for (index, length) in lengths.enumerated() {
      sum += length
      if index < lengths.count - 1 { sum += spacings[index] }
    }
    return sum
  }

  /// The offset of each track from the start.
  var offsets: [Int] {
    var result: [Int] = []
    var offset = 0
    for (index, length) in lengths.enumerated() {
      result.append(offset)
      offset += length + spacings[index]
    }
    return result
  }

  /// Resolves `items` for `available` cells along `axis` (`nil`: each track at its minimum,
  /// fixed ones at their length), `defaultSpacing` cells between tracks that name none.
  ///
  /// As SwiftUI does: fixed tracks and all spacing are taken first; then the other items, in
  /// order, each get an equal share of what is left, a flexible item clamped to its bounds, an
  /// adaptive item split into as many tracks of at least its minimum as fit in its share.
  static func resolve(_ items: [GridItem], along axis: Axis, available: Int?, defaultSpacing: Int) -> GridTracks {
    func cells(_ points: CGFloat) -> Int { Swift.max(0, CellMetric.cells(ofSize: points, along: axis)) }
    func gap(_ points: CGFloat) -> Int { Swift.max(0, CellMetric.cells(points, along: axis)) }
    var lengths: [Int] = []
    var spacings: [Int] = []
    var alignments: [Alignment?] = []
    var remaining = available ?? 0
    for (index, item) in items.enumerated() {
      let spacing = item.spacing.map { gap($0) } ?? defaultSpacing
      if case .fixed(let length) = item.size {
        remaining -= cells(length)
      }
      if index < items.count - 1 { remaining -= spacing }
    }
    var flexibleLeft = 0
    for item in items {
      if case .fixed = item.size { continue }
      flexibleLeft += 1
    }
    for item in items {
      let spacing = item.spacing.map { gap($0) } ?? defaultSpacing
      switch item.size {
      case .fixed(let length):
        lengths.append(cells(length))
        spacings.append(spacing)
        alignments.append(item.alignment)
      case .flexible(let minimum, let maximum):
        let share = available == nil ? cells(minimum) : max(0, remaining) / max(1, flexibleLeft)
        let length = min(max(share, cells(minimum)), max(cells(minimum), cells(maximum)))
        lengths.append(length)
        spacings.append(spacing)
        alignments.append(item.alignment)
        remaining -= length
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum):
        let low = max(1, cells(minimum))
        let high = max(low, cells(maximum))
        let share = available == nil ? low : max(0, remaining) / max(1, flexibleLeft)
        // How many tracks of at least `low` fit in the share, with this item's spacing
        // between them; always at least one.
        let count = max(1, (share + spacing) / (low + spacing))
        let inner = share - (count - 1) * spacing
        for track in 0..<count {
          // The share is spread over the tracks; leftover cells go to the first ones so the
          // tracks differ by at most one cell.
          let base = inner / count + (track < inner % count ? 1 : 0)
          lengths.append(min(max(base, low), high))
          spacings.append(spacing)
          alignments.append(item.alignment)
        }
        remaining -= min(max(inner, low * count), high * count) + (count - 1) * spacing
        flexibleLeft -= 1
      }
    }
    return GridTracks(lengths: lengths, spacings: spacings, alignments: alignments)
  }
}
