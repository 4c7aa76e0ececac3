/// One step of an edit script between two sequences of lines.
///
/// Indices are zero-based positions in the sequences given to
/// ``LineDiff/diff(_:_:)``, so callers look elements up themselves and the
/// script never copies them.
package enum DiffOperation: Equatable, Sendable {
  /// `old[oldIndex]` is kept and appears as `new[newIndex]`.
  case equal(oldIndex: Int, newIndex: Int)
  /// `old[oldIndex]` is removed.
  case delete(oldIndex: Int)
  /// `new[newIndex]` is added.
  case insert(newIndex: Int)
}

/// Minimal edit scripts between two sequences, used for snapshot diffs and
/// for highlighting the changed characters of a line.
///
/// Diffing runs for every snapshot, and nearly all snapshots are equal or
/// almost equal, so the common prefix and suffix are trimmed first: equal
/// input costs one linear scan and allocates nothing but the result. The
/// remainder uses Myers' O(ND) algorithm in its linear-space form (the
/// "middle snake" recursion), so memory stays O(N) even for large, very
/// different inputs.
package enum LineDiff {
  /// Returns a minimal edit script that turns `old` into `new`.
  ///
  /// The script lists every element of both sequences exactly once, in
  /// order. Within each run of changes between two equal elements, all
  /// deletions come before all insertions, the order unified diffs print.
  ///
  /// - Complexity: O((N + M) · D) time and O(N + M) space, where D is the
  ///   number of deletions and insertions; O(N) when the inputs are equal.
  package static func diff<T: Equatable>(_ old: [T], _ new: [T]) -> [DiffOperation] {
    var script = EditScript(capacity: max(old.count, new.count))
    var solver = MiddleSnakeSolver(old: old, new: new)
    solver.solve(left: 0, top: 0, right: old.count, bottom: new.count, into: &script)
    return script.finish(oldCount: old.count, newCount: new.count)
  }

  /// The same minimal script as ``diff(_:_:)`` for sequences of interned
  /// identifiers in `0..<identifierCount`, computed faster when the inputs
  /// have little in common.
  ///
  /// An element that never occurs in the other sequence cannot be part of
  /// any common subsequence, so it is dropped before the O(ND) search and
  /// re-emitted as a deletion or insertion afterwards. This keeps a fully
  /// rewritten snapshot linear instead of quadratic, and the result is still
  /// minimal because the longest common subsequence is unchanged.
  static func diff(interned old: [Int], _ new: [Int], identifierCount: Int) -> [DiffOperation] {
    var inOld = Array(repeating: false, count: identifierCount)
    var inNew = Array(repeating: false, count: identifierCount)
    for identifier in old { inOld[identifier] = true }
    for identifier in new { inNew[identifier] = true }
    let keptOld = old.indices.filter { inNew[old[$0]] }
    let keptNew = new.indices.filter { inOld[new[$0]] }

    var script = EditScript(capacity: max(old.count, new.count))
    var reduced = EditScript(capacity: max(keptOld.count, keptNew.count))
    var solver = MiddleSnakeSolver(old: keptOld.map { old[$0] }, new: keptNew.map { new[$0] })
    solver.solve(left: 0, top: 0, right: keptOld.count, bottom: keptNew.count, into: &reduced)
    for operation in reduced.finish(oldCount: keptOld.count, newCount: keptNew.count) {
      if case .equal(let oldIndex, let newIndex) = operation {
        script.match(keptOld[oldIndex], keptNew[newIndex])
      }
    }
    return script.finish(oldCount: old.count, newCount: new.count)
  }
}

/// Collects matched pairs and fills the gaps between them with deletions and
/// insertions.
///
/// Between two consecutive matches the unmatched elements are contiguous on
/// both sides, so the solver only has to report matches; emitting the gaps
/// here is what puts deletions before insertions in every change run.
private struct EditScript {
  private var operations: [DiffOperation] = []
  private var nextOld = 0
  private var nextNew = 0

  init(capacity: Int) {
    operations.reserveCapacity(capacity)
  }

  /// Records that `old[oldIndex] == new[newIndex]` is part of the result;
  /// matches must arrive in increasing order.
  mutating func match(_ oldIndex: Int, _ newIndex: Int) {
    fillGap(toOld: oldIndex, toNew: newIndex)
    operations.append(.equal(oldIndex: oldIndex, newIndex: newIndex))
    nextOld = oldIndex + 1
    nextNew = newIndex + 1
  }

  mutating func finish(oldCount: Int, newCount: Int) -> [DiffOperation] {
    fillGap(toOld: oldCount, toNew: newCount)
    return operations
  }

  private mutating func fillGap(toOld oldEnd: Int, toNew newEnd: Int) {
    for index in nextOld..<oldEnd {
      operations.append(.delete(oldIndex: index))
    }
    for index in nextNew..<newEnd {
      operations.append(.insert(newIndex: index))
    }
  }
}

/// Linear-space Myers diff: finds the middle snake of a box, then solves the
/// parts before and after it recursively.
///
/// Coordinates are absolute: x indexes `old`, y indexes `new`, and a box is
/// `left..<right` × `top..<bottom`. A diagonal is k = (x - left) - (y - top).
private struct MiddleSnakeSolver<T: Equatable> {
  let old: [T]
  let new: [T]
  /// Furthest x reached on each forward diagonal, indexed by `k + offset`.
  private var forward: [Int] = []
  /// Furthest (smallest) y reached on each backward diagonal, indexed by
  /// `c + offset` where c = k - delta.
  private var backward: [Int] = []
  private var offset = 0

  init(old: [T], new: [T]) {
    self.old = old
    self.new = new
  }

  /// Reports the matches of a minimal script for the box to `script`.
  mutating func solve(
    left: Int, top: Int, right: Int, bottom: Int, into script: inout EditScript
  ) {
    var left = left
    var top = top
    var right = right
    var bottom = bottom
    // Trimming matches at both ends is always optimal and usually removes
    // almost everything, which keeps the quadratic part tiny.
    while left < right && top < bottom && old[left] == new[top] {
      script.match(left, top)
      left += 1
      top += 1
    }
    var suffixLength = 0
    while left < right && top < bottom && old[right - 1] == new[bottom - 1] {
      right -= 1
      bottom -= 1
      suffixLength += 1
    }
    // An empty side means the rest is pure deletion or insertion, which the
    // script derives from the gaps between matches.
    if left < right && top < bottom {
      let snake = middleSnake(left: left, top: top, right: right, bottom: bottom)
      solve(left: left, top: top, right: snake.startX, bottom: snake.startY, into: &script)
      // The snake holds at most one edit, so solving its own box only trims
      // and cannot recurse further; it is strictly smaller than this box.
      solve(
        left: snake.startX, top: snake.startY, right: snake.endX, bottom: snake.endY,
        into: &script)
      solve(left: snake.endX, top: snake.endY, right: right, bottom: bottom, into: &script)
    }
    for step in 0..<suffixLength {
      script.match(right + step, bottom + step)
    }
  }

  /// Finds a snake (at most one edit followed or preceded by matches) that
  /// lies on an optimal path through the box, by running the greedy search
  /// forwards from the top-left and backwards from the bottom-right until
  /// the two frontiers overlap.
  ///
  /// Requires a non-empty box whose first and last elements differ, which
  /// `solve` guarantees by trimming.
  private mutating func middleSnake(
    left: Int, top: Int, right: Int, bottom: Int
  ) -> (startX: Int, startY: Int, endX: Int, endY: Int) {
    let width = right - left
    let height = bottom - top
    let delta = width - height
    let deltaIsOdd = delta & 1 != 0
    let maxDepth = (width + height + 1) / 2
    // The outermost box is the largest, so the buffers are sized once and
    // reused by every recursive call.
    if offset < maxDepth + 1 {
      offset = maxDepth + 1
      forward = Array(repeating: 0, count: 2 * offset + 1)
      backward = Array(repeating: 0, count: 2 * offset + 1)
    }
    forward[offset + 1] = left
    backward[offset + 1] = bottom

    for depth in 0...maxDepth {
      var k = depth
      while k >= -depth {
        let c = k - delta
        var x: Int
        let previousX: Int
        if k == -depth || (k != depth && forward[offset + k - 1] < forward[offset + k + 1]) {
          previousX = forward[offset + k + 1]
          x = previousX
        } else {
          previousX = forward[offset + k - 1]
          x = previousX + 1
        }
        var y = top + (x - left) - k
        let previousY = (depth == 0 || x != previousX) ? y : y - 1
        while x < right && y < bottom && old[x] == new[y] {
          x += 1
          y += 1
        }
        forward[offset + k] = x
        if deltaIsOdd && c >= -(depth - 1) && c <= depth - 1 && y >= backward[offset + c] {
          return (previousX, previousY, x, y)
        }
        k -= 2
      }

      var c = depth
      while c >= -depth {
        let k = c + delta
        var y: Int
        let previousY: Int
        if c == -depth || (c != depth && backward[offset + c - 1] > backward[offset + c + 1]) {
          previousY = backward[offset + c + 1]
          y = previousY
        } else {
          previousY = backward[offset + c - 1]
          y = previousY - 1
        }
        var x = left + (y - top) + k
        let previousX = (depth == 0 || y != previousY) ? x : x + 1
        while x > left && y > top && old[x - 1] == new[y - 1] {
          x -= 1
          y -= 1
        }
        backward[offset + c] = y
        if !deltaIsOdd && k >= -depth && k <= depth && x <= forward[offset + k] {
          return (x, y, previousX, previousY)
        }
        c -= 2
      }
    }
    // Myers' lemma: the frontiers meet by depth ceil((N + M) / 2).
    preconditionFailure("middle snake not found")
  }
}
