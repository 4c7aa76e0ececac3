/// How far a `List` or vertical `ScrollView` is scrolled: kept in the graph per view, so it
/// survives renders as SwiftUI keeps a scroll position. Previews never scroll, so a snapshot
/// shows the top; the live runtime scrolls with the wheel, arrows and Page keys.
@MainActor
final class ScrollState {
  /// The first row (a `List`) or line (a `ScrollView`) shown.
  private(set) var offset = 0
  private let invalidation: Invalidation

  init(invalidation: Invalidation) { self.invalidation = invalidation }

  /// Takes back an offset past the end, found when drawing: no render is needed for it.
  func clamp(to offset: Int) { self.offset = offset }

  /// Scrolls to `offset`, never before the start; the node that draws clamps the end.
  func scroll(to offset: Int) {
    let offset = max(0, offset)
    guard offset != self.offset else { return }
    self.offset = offset
    invalidation.markNeedsRender()
  }

  /// Chosen so as not to meet a `@State` slot, or a pop-up's, of the same identity.
  private static let slot = -0x7363_726F

  /// The scroll position of the container built at `inputs`' identity when the graph runs
  /// live; `nil` in previews, which never scroll (and so keep no state for it).
  static func ifLive(_ inputs: _ViewInputs) -> ScrollState? {
    inputs.graph.isLive ? of(inputs) : nil
  }

  /// The scroll position of the container built at `inputs`' identity.
  static func of(_ inputs: _ViewInputs) -> ScrollState {
    inputs.graph.markVisited(inputs.identity)
    return inputs.graph.storage(at: inputs.identity, slot: slot) {
      ScrollState(invalidation: inputs.graph.invalidation)
    }
  }
}

/// A scrolling container as drawn in one frame: where it is, how far it is scrolled and how
/// far it can go, for the live runtime to scroll it.
struct ScrollTarget {
  /// The cells it shows.
  var rect: Rect
  /// The first row or line shown.
  var offset: Int
  /// Whether more is hidden below. How far the end is is known only once measured, so the
  /// next draw clamps an offset scrolled past it.
  var canScrollDown: Bool
  /// The state to scroll.
  let state: ScrollState

  /// Whether scrolling by `delta` (negative: up) would move anything.
  func canScroll(by delta: Int) -> Bool { delta < 0 ? offset > 0 : delta > 0 && canScrollDown }

  /// Scrolls by `delta` rows or lines (negative: up), within the content.
  @MainActor func scroll(by delta: Int) {
    guard canScroll(by: delta) else { return }
    state.scroll(to: offset + delta)
  }
}
