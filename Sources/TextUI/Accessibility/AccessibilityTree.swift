/// What a screen reader gets from one render: its elements in reading order.
///
/// Reading order is SwiftUI's: among siblings, a higher `.accessibilitySortPriority` first,
/// then top to bottom and, on the same row, left to right by the cell each element starts at;
/// the children of an `.accessibilityElement(children: .contain)` stay together where their
/// container falls.
public struct AccessibilityTree: Sendable, Equatable {
  /// Every element, in reading order, hidden controls included (the audit reports a control
  /// nobody can reach); hidden text and decorative images are left out.
  public var elements: [AccessibilityElement]

  /// A tree of `elements`, already in reading order.
  public init(elements: [AccessibilityElement] = []) {
    self.elements = elements
  }

  /// The elements a screen reader reads, in order.
  public var spoken: [AccessibilityElement] { elements.filter { !$0.isHidden } }

  /// One ``AccessibilityElement/line`` per spoken element: the tree as a snapshot records it.
  public var lines: [String] {
    var lines: [String] = []
    lines.reserveCapacity(elements.count)
    for element in elements where !element.isHidden { lines.append(element.line) }
    return lines
  }
}

/// What drawing finds for accessibility: each drawn element in drawing order, grouped as the
/// modifiers and controls above them say. Lives on the ``Canvas``; the graph turns it into an
/// ``AccessibilityTree`` once a frame is drawn.
struct AccessibilityRecorder {
  /// A recorded element, and for a `.contain` container, the elements inside it.
  struct Entry {
    var element: AccessibilityElement
    var children: [Entry] = []
  }

  /// The top-level entries so far, in drawing order.
  var entries: [Entry] = []
  /// Whether the screen is laid out right to left, so a row is read from its right end, as
  /// VoiceOver reads an Arabic or Hebrew screen (frames are mirrored once drawing is done;
  /// while drawing, groups order their elements in the unmirrored frames, leading first).
  var readsRightToLeft = false

  /// How many top-level entries there are: a node notes it before drawing its child, and
  /// edits what its child added after.
  var count: Int { entries.count }

  /// Adds an element drawn by a view that makes one (a `Text`).
  mutating func record(_ element: AccessibilityElement) {
    entries.append(Entry(element: element))
  }

  /// Adds the static text `name` a `Text` drew in `frame` from `sources`: the element made in
  /// place in the entries (a text is most of a screen's elements, and an element built
  /// apart was copied twice on its way in).
  mutating func recordText(_ name: String, frame: Rect, sources: TextSources) {
    entries.append(Entry(element: AccessibilityElement(role: .staticText, name: name, frame: frame)))
    entries[entries.count - 1].element.textSources = sources
    if sources.rawValue & TextSources.string.rawValue != 0 {
      entries[entries.count - 1].element.unlocalizedTexts = [name]
    }
  }

  /// Applies `edit` to the entries added since `start`, which a node drawn in `frame` made.
  mutating func apply(_ edit: AccessibilityEdit, from start: Int, frame: Rect) {
    guard start <= entries.count else { return }
    // The usual case, one plain element (a text, a control's label), changed in place.
    if start == entries.count - 1 && entries[start].children.isEmpty && !entries[start].element.isHidden
      && edit.change(&entries[start].element, frame: frame)
    {
      if entries[start].element.isHidden && !entries[start].element.isInteractive { entries.removeLast() }
      return
    }
    var range = Array(entries[start...])
    edit.apply(to: &range, frame: frame)
    entries.replaceSubrange(start..., with: range)
  }

  /// The elements in reading order, containers opened in place.
  func tree() -> AccessibilityTree {
    var elements: [AccessibilityElement] = []
    elements.reserveCapacity(entries.count)
    // The usual case, elements drawn in reading order with no containers: taken as they are.
    var plain = true
    var previous = (priority: Double.infinity, y: Int.min, x: Int.min)
    // Through a pointer, by index: in a debug build an array's iterator is generic calls for
    // every entry, and each one copies the whole entry.
    entries.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var index = 0
      while index < buffer.count {
        let entry = base + index
        let key = (
          entry.pointee.element.sortPriority, entry.pointee.element.frame.minY,
          Self.readingX(entry.pointee.element.frame, readsRightToLeft)
        )
        guard entry.pointee.children.isEmpty, !Self.precedes(key, previous) else {
          plain = false
          return
        }
        previous = key
        elements.append(entry.pointee.element)
        index &+= 1
      }
    }
    if plain { return AccessibilityTree(elements: elements) }
    elements.removeAll(keepingCapacity: true)
    Self.flatten(entries, rightToLeft: readsRightToLeft, into: &elements)
    return AccessibilityTree(elements: elements)
  }

  private static func flatten(_ entries: [Entry], rightToLeft: Bool, into elements: inout [AccessibilityElement]) {
    for entry in readingOrder(entries, rightToLeft: rightToLeft) {
      if entry.element.role == .group && !entry.children.isEmpty && entry.element.name.isEmpty {
        flatten(entry.children, rightToLeft: rightToLeft, into: &elements)
      } else {
        elements.append(entry.element)
        flatten(entry.children, rightToLeft: rightToLeft, into: &elements)
      }
    }
  }

  /// The column a frame is read from: its left edge, or its right edge counted from the
  /// right when the screen reads right to left.
  private static func readingX(_ frame: Rect, _ rightToLeft: Bool) -> Int {
    rightToLeft ? -frame.maxX : frame.minX
  }

  /// `entries` sorted by sort priority (highest first), then row, then column; drawing order
  /// breaks ties, so the order never depends on the sort algorithm.
  static func readingOrder(_ entries: [Entry], rightToLeft: Bool = false) -> [Entry] {
    if entries.count < 2 { return entries }
    // The keys are read once and indices sorted: an entry is a large value to copy, which an
    // unoptimised build does for every read of one.
    var keys: [(priority: Double, y: Int, x: Int)] = []
    keys.reserveCapacity(entries.count)
    for entry in entries {
      keys.append((entry.element.sortPriority, entry.element.frame.minY, readingX(entry.element.frame, rightToLeft)))
    }
    var inOrder = true
    for index in 1..<keys.count where precedes(keys[index], keys[index - 1]) {
      inOrder = false
      break
    }
    if inOrder { return entries }
    let order = keys.indices.sorted { left, right in
      precedes(keys[left], keys[right]) || (!precedes(keys[right], keys[left]) && left < right)
    }
    return order.map { entries[$0] }
  }

  /// Whether an element with key `a` is read before one with key `b`.
  static func precedes(
    _ a: (priority: Double, y: Int, x: Int), _ b: (priority: Double, y: Int, x: Int)
  ) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    if a.y != b.y { return a.y < b.y }
    return a.x < b.x
  }

}
